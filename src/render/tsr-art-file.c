/* tsr-art-file.c: a drawing made in memory, then written to a file
 *
 * cairo writes an image or a PDF into memory (its stream surfaces and
 * cairo_surface_write_to_png_stream() append here); only once it is whole
 * does tsr_file_replace() put it on disk.  So a drawing that fails, or a
 * disk that fills up, leaves no part of a file, a link keeps pointing at
 * the file it named, and every export reports a failure in the same
 * words, naming the file the user chose.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-art-file.h"
#include "tsr-file.h"

/* A cairo write function: @closure is the GByteArray collecting the file. */
cairo_status_t
tsr_art_file_append (void                *closure,
                     const unsigned char *data,
                     unsigned int         length)
{
  g_byte_array_append (closure, data, length);
  return CAIRO_STATUS_SUCCESS;
}

/**
 * tsr_art_file_write:
 * @status: cairo's verdict on making @bytes
 * @bytes: the whole file, as cairo wrote it
 *
 * Writes @bytes to @path when cairo made them without an error.
 */
gboolean
tsr_art_file_write (const char      *path,
                    cairo_status_t   status,
                    GByteArray      *bytes,
                    GError         **error)
{
  if (status != CAIRO_STATUS_SUCCESS)
    {
      g_autofree char *name = g_filename_display_name (path);

      /* Translators: the first %s is a file name, the second why it could not be written */
      g_set_error (error, G_FILE_ERROR, G_FILE_ERROR_FAILED, _("Could not write “%s”: %s"), name,
                   cairo_status_to_string (status));
      return FALSE;
    }

  return tsr_file_replace (path, (const char *) bytes->data, bytes->len, error);
}
