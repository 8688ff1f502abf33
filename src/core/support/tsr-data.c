/* tsr-data.c
 *
 * The files under data/ that the rules need are compiled into the core as a
 * GResource, so the window, tessera-cli and the tests all read the same
 * bytes whether Tessera is installed or run from the build tree.  Paths
 * here are relative to data/ ("tiles/base.xml").
 *
 * The resource is registered on first use rather than by a constructor:
 * the core is a static library, and a constructor in an otherwise
 * unreferenced object file would be dropped by the linker.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tsr-data.h"
#include "tsr-data-resources.h"

G_DEFINE_QUARK (tsr-data-error-quark, tsr_data_error)

#define DATA_PREFIX RESOURCE_BASE "/data/"

static GResource *
data_resource (void)
{
  static gsize registered;

  if (g_once_init_enter (&registered))
    {
      tsr_data_register_resource ();
      g_once_init_leave (&registered, 1);
    }

  return tsr_data_get_resource ();
}

static char *
resource_path (const char *path)
{
  return g_strconcat (DATA_PREFIX, path, NULL);
}

/* Directories of the program's own modules' data, as data/ is laid out. */
static GPtrArray *directories;

/**
 * tsr_data_add_directory:
 * @directory: a directory laid out as data/ is
 *
 * Makes the data of a module the program registers itself (a test's)
 * found in @directory, after the built-in data.  Call it before
 * registering the module.
 */
void
tsr_data_add_directory (const char *directory)
{
  if (directories == NULL)
    directories = g_ptr_array_new_with_free_func (g_free);
  g_ptr_array_add (directories, g_strdup (directory));
}

/**
 * tsr_data_lookup:
 * @path: a path relative to data/, such as "tiles/base.xml"
 * @error: return location for a #TSR_DATA_ERROR_NOT_FOUND error
 *
 * Returns: (transfer full): the file's bytes, or %NULL with @error set
 */
GBytes *
tsr_data_lookup (const char  *path,
                 GError     **error)
{
  g_autofree char *full = NULL;
  GBytes *bytes;

  g_return_val_if_fail (path != NULL, NULL);

  full = resource_path (path);
  bytes = g_resource_lookup_data (data_resource (), full,
                                  G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  for (guint i = 0; bytes == NULL && directories != NULL && i < directories->len; i++)
    {
      g_autofree char *file = g_build_filename (g_ptr_array_index (directories, i), path, NULL);
      char *contents;
      gsize length;

      if (g_file_get_contents (file, &contents, &length, NULL))
        bytes = g_bytes_new_take (contents, length);
    }
  if (bytes == NULL)
    g_set_error (error, TSR_DATA_ERROR, TSR_DATA_ERROR_NOT_FOUND,
                 "The data file “%s” is not built into Tessera", path);

  return bytes;
}

static int
compare_names (const void *a,
               const void *b)
{
  return strcmp (*(char * const *) a, *(char * const *) b);
}

/**
 * tsr_data_list:
 * @directory: a directory relative to data/, such as "tiles", or "" for
 *   data/ itself
 * @error: return location for a #TSR_DATA_ERROR_NOT_FOUND error
 *
 * Returns: (transfer full): the sorted names of the entries of @directory
 *   (sub-directories end with '/'), or %NULL with @error set
 */
char **
tsr_data_list (const char  *directory,
               GError     **error)
{
  g_autofree char *full = NULL;
  char **names;

  g_return_val_if_fail (directory != NULL, NULL);

  if (*directory == '\0' || g_str_has_suffix (directory, "/"))
    full = resource_path (directory);
  else
    full = g_strconcat (DATA_PREFIX, directory, "/", NULL);
  names = g_resource_enumerate_children (data_resource (), full,
                                         G_RESOURCE_LOOKUP_FLAGS_NONE, NULL);
  if (names == NULL)
    {
      g_set_error (error, TSR_DATA_ERROR, TSR_DATA_ERROR_NOT_FOUND,
                   "The data directory “%s” is not built into Tessera", directory);
      return NULL;
    }

  qsort (names, g_strv_length (names), sizeof (char *), compare_names);
  return names;
}

/**
 * tsr_data_read_xml:
 * @path: a path relative to data/
 * @error: return location for a #GError
 *
 * Reads a built-in XML file with the same safe parser as user files.
 * Errors name the file as "data/PATH".
 *
 * Returns: (transfer full): the document, or %NULL with @error set
 */
xmlDoc *
tsr_data_read_xml (const char  *path,
                   GError     **error)
{
  g_autoptr(GBytes) bytes = NULL;
  g_autofree char *name = NULL;
  gsize length;
  const char *data;

  bytes = tsr_data_lookup (path, error);
  if (bytes == NULL)
    return NULL;

  name = g_strconcat ("data/", path, NULL);
  data = g_bytes_get_data (bytes, &length);
  return tsr_xml_read (data, length, name, error);
}

/**
 * tsr_data_load_each:
 * @directory: "tiles" or "rules"
 * @names: the files to read, without ".xml", in order
 * @loader: reads one file into @target
 *
 * Feeds the data files of @directory named by @names to @loader.  They
 * are part of Tessera or of a module it was given, and checked by the
 * test suite: one that is missing or fails to load means a broken build,
 * and aborts.
 */
void
tsr_data_load_each (const char         *directory,
                    const char * const *names,
                    TsrDataLoader       loader,
                    gpointer            target)
{
  g_autoptr(GError) error = NULL;

  for (guint i = 0; names[i] != NULL; i++)
    {
      g_autofree char *path = g_strdup_printf ("%s/%s.xml", directory, names[i]);
      g_autofree char *name = g_strconcat ("data/", path, NULL);
      g_autoptr(GBytes) bytes = tsr_data_lookup (path, &error);
      const char *data;
      gsize length;

      if (bytes == NULL)
        g_error ("%s", error->message);

      data = g_bytes_get_data (bytes, &length);
      if (!loader (target, data, length, name, &error))
        g_error ("%s", error->message);
    }
}
