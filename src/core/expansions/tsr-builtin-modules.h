/* tsr-builtin-modules.h: the modules built into Tessera, in hook order
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-module.h"

G_BEGIN_DECLS

const TsrModule *const *tsr_builtin_modules (void);

extern const TsrModule tsr_module_base;
extern const TsrModule tsr_module_abbot;
extern const TsrModule tsr_module_phantom;
extern const TsrModule tsr_module_covid;
extern const TsrModule tsr_module_black_dragon;
extern const TsrModule tsr_module_italica;
extern const TsrModule tsr_module_rainbow_bridge;
extern const TsrModule tsr_module_bridges;
extern const TsrModule tsr_module_river;
extern const TsrModule tsr_module_disasters;


G_END_DECLS
