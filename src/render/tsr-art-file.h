/* tsr-art-file.h: a drawing made in memory, then written to a file
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <cairo.h>
#include <glib.h>

G_BEGIN_DECLS

cairo_status_t tsr_art_file_append (void                *closure,
                                    const unsigned char *data,
                                    unsigned int         length);
gboolean       tsr_art_file_write  (const char          *path,
                                    cairo_status_t       status,
                                    GByteArray          *bytes,
                                    GError             **error);

G_END_DECLS
