/* tsr-phantom.h: the phantom's figure kind, for the modules that name it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-figure.h"

G_BEGIN_DECLS

extern TsrFigureKind tsr_phantom_kind;

G_END_DECLS
