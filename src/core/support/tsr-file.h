/* tsr-file.h: reading and writing the user's files
 *
 * Every scenario, image and handout the window and tessera-cli read or
 * write goes through here, so all of them treat odd files, links and
 * failures alike.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

G_BEGIN_DECLS

#define TSR_FILE_ERROR (tsr_file_error_quark ())
GQuark tsr_file_error_quark (void);

/* Besides GFileError's: the file is larger than the reader accepts. */
typedef enum
{
  TSR_FILE_ERROR_TOO_LARGE,
} TsrFileError;

gboolean tsr_file_read    (const char    *path,
                           gsize          max_size,
                           GCancellable  *cancellable,
                           char         **contents,
                           gsize         *length,
                           GError       **error);
gboolean tsr_file_replace (const char  *path,
                           const char  *data,
                           gsize        length,
                           GError     **error);
gboolean tsr_file_write_all (int         fd,
                             const char *data,
                             gsize       length);

G_END_DECLS
