/* tsr-italica.h: The Gladiator of Italica's figure
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-game.h"

G_BEGIN_DECLS

extern TsrFigureKind tsr_gladiator_kind;

G_END_DECLS
