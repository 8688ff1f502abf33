/* tsr-builtin-art.h: the board art of the modules built into Tessera
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-art.h"

G_BEGIN_DECLS

const TsrArtDecl *const *tsr_builtin_art (void);

extern const TsrArtDecl tsr_abbot_art;
extern const TsrArtDecl tsr_phantom_art;
extern const TsrArtDecl tsr_covid_art;
extern const TsrArtDecl tsr_black_dragon_art;
extern const TsrArtDecl tsr_italica_art;
extern const TsrArtDecl tsr_bridges_art;
extern const TsrArtDecl tsr_rainbow_bridge_art;
extern const TsrArtDecl tsr_disasters_art;

G_END_DECLS
