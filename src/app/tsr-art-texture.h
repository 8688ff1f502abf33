/* tsr-art-texture.h: tiles and figures as textures for widgets
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gtk/gtk.h>

#include "tsr-core.h"

G_BEGIN_DECLS

GdkTexture *tsr_tile_texture_new   (const TsrPlacedTile *tile,
                                    int                  size);
GdkTexture *tsr_tile_type_texture_new (const TsrTileType *type,
                                      guint              rotation,
                                      int                size);
GdkTexture *tsr_figure_texture_new (TsrFigureKind        kind,
                                    const TsrPlayer     *player,
                                    guint                player_index,
                                    int                  size);
GdkTexture *tsr_piece_texture_new  (const char          *name,
                                    int                  size);
GdkTexture *tsr_token_texture_new  (TsrTokenKind         kind,
                                    int                  size);

G_END_DECLS
