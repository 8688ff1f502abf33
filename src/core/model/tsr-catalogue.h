/* tsr-catalogue.h: every tile type Tessera knows
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-tile.h"

G_BEGIN_DECLS

#define TSR_CATALOGUE_ERROR (tsr_catalogue_error_quark ())

typedef enum
{
  TSR_CATALOGUE_ERROR_INVALID,
} TsrCatalogueError;

typedef struct _TsrCatalogue TsrCatalogue;

GQuark              tsr_catalogue_error_quark  (void);

TsrCatalogue       *tsr_catalogue_new          (void);
void                tsr_catalogue_free         (TsrCatalogue  *catalogue);
gboolean            tsr_catalogue_load         (TsrCatalogue  *catalogue,
                                                const char    *data,
                                                gsize          length,
                                                const char    *name,
                                                GError       **error);
TsrCatalogue       *tsr_catalogue_get_default  (void);

guint               tsr_catalogue_get_n_types  (const TsrCatalogue *catalogue);
const TsrTileType  *tsr_catalogue_get_type     (const TsrCatalogue *catalogue,
                                                guint               index);
const TsrTileType  *tsr_catalogue_lookup       (const TsrCatalogue *catalogue,
                                                const char         *id);
GPtrArray          *tsr_catalogue_list_set     (const TsrCatalogue *catalogue,
                                                const char         *set);
const TsrTileType  *tsr_catalogue_get_start    (const TsrCatalogue *catalogue,
                                                const char         *set);

G_DEFINE_AUTOPTR_CLEANUP_FUNC (TsrCatalogue, tsr_catalogue_free)

G_END_DECLS
