/* tsr-toy-lantern.h: a toy expansion that lives in the test suite only
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-core.h"

G_BEGIN_DECLS

void          tsr_toy_lantern_register (const char *data_directory);
void          tsr_toy_lantern_refuse_answers (gboolean refuse);

extern TsrTokenKind  tsr_toy_lantern_kind;
extern TsrFigureKind tsr_toy_lamplighter_kind;

G_END_DECLS
