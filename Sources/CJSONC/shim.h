#ifndef TRACKPLAN_CJSONC_SHIM_H
#define TRACKPLAN_CJSONC_SHIM_H
#include <json-c/json.h>
#endif
