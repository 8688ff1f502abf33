/* tsr-jcz-pack.h: JCloisterZone's tiles, and its pack as it draws from it
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-jcz-random.h"

G_BEGIN_DECLS

typedef struct _TsrJczPack TsrJczPack;

const char *tsr_jcz_tile_to_tessera (const char   *id);
gboolean    tsr_jcz_set_is_known    (const char   *set);
guint       tsr_jcz_set_edition     (const char   *set);

TsrJczPack *tsr_jcz_pack_new        (void);
void        tsr_jcz_pack_free       (TsrJczPack   *pack);
void        tsr_jcz_pack_add_set    (TsrJczPack   *pack,
                                     const char   *set,
                                     guint         copies);
void        tsr_jcz_pack_start      (TsrJczPack   *pack);
guint       tsr_jcz_pack_size       (const TsrJczPack *pack);
gboolean    tsr_jcz_pack_take       (TsrJczPack   *pack,
                                     const char   *id);
const char *tsr_jcz_pack_draw       (TsrJczPack   *pack,
                                     TsrJczRandom *random);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrJczPack, tsr_jcz_pack_free)

G_END_DECLS
