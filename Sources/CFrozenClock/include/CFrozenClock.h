// A preload library freezing the wall clock of the process it is loaded into (see FrozenClock.c).
#pragma once
