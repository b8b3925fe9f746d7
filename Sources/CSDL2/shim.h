#ifndef TANDEM_CSDL2_SHIM_H
#define TANDEM_CSDL2_SHIM_H
#include <SDL.h>
/// SDL_WINDOWPOS_UNDEFINED does not import into Swift (a macro expression).
static const int tandem_sdl_windowpos_undefined = SDL_WINDOWPOS_UNDEFINED;
#endif
