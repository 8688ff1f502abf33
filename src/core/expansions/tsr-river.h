/* tsr-river.h: the river of River I, for the modules that name it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-tile.h"

G_BEGIN_DECLS

gboolean tsr_tile_type_has_river (const TsrTileType *type,
                                  TsrSegmentEnd      end);

G_END_DECLS
