/* tsr-data.h: the data files compiled into Tessera (tiles, rule text, schemas)
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tsr-xml.h"

G_BEGIN_DECLS

#define TSR_DATA_ERROR (tsr_data_error_quark ())

typedef enum
{
  TSR_DATA_ERROR_NOT_FOUND,
} TsrDataError;

GQuark   tsr_data_error_quark (void);

GBytes  *tsr_data_lookup      (const char  *path,
                               GError     **error);
char   **tsr_data_list        (const char  *directory,
                               GError     **error);
xmlDoc  *tsr_data_read_xml    (const char  *path,
                               GError     **error);

typedef gboolean (*TsrDataLoader) (gpointer     target,
                                   const char  *data,
                                   gsize        length,
                                   const char  *name,
                                   GError     **error);

void     tsr_data_add_directory (const char         *directory);
void     tsr_data_load_each     (const char         *directory,
                                 const char * const *names,
                                 TsrDataLoader       loader,
                                 gpointer            target);

G_END_DECLS
