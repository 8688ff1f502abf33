/* tsr-file.c: reading and writing the user's files
 *
 * Reading looks at what was opened before reading from it: a named pipe
 * would block forever and a device such as /dev/zero never ends, so only
 * regular files are read, and the size cap holds while reading too (a
 * file can grow after it was looked at, and /proc's files say they are
 * empty).  The open does not block, whatever the path names, and a
 * cancellable is looked at between chunks, so a window that gives up on
 * a load stops the reading too.
 *
 * Writing follows GLib's g_file_replace(), as GNOME's editors do: a
 * symbolic link is followed and its target written, a file keeps its
 * permissions (and owner, where that can be kept), and the new contents
 * go into a temporary file next to the target, which is synced and
 * renamed over it, so a failure leaves the old file whole and no part
 * of a new one.  As g_file_replace() opens the old file for writing
 * first, a file the user may not write is refused, although the folder
 * would let a rename replace it.  A file with several hard links, or
 * whose owner the temporary file cannot take, is rewritten in place
 * instead: every name keeps seeing the same file.  The temporary file is
 * still written first, so contents that do not fit (a full disk, a
 * quota) fail before the old file is touched; only the rewrite itself,
 * interrupted by a crash or a failing disk, can leave a mix of old and
 * new.  Messages name the file the user gave, never the temporary one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <glib/gi18n-lib.h>
#include <glib/gstdio.h>

#include "tsr-file.h"

/* As many links as the kernel follows in one path (Linux's MAXSYMLINKS). */
#define MAX_LINKS 40
#define CHUNK (64 * 1024)

G_DEFINE_QUARK (tsr-file-error-quark, tsr_file_error)

static void
set_reason (GError     **error,
            GQuark       domain,
            int          code,
            gboolean     writing,
            const char  *path,
            const char  *reason)
{
  g_autofree char *name = g_filename_display_name (path);

  if (writing)
    /* Translators: the first %s is a file name, the second why it could not be written */
    g_set_error (error, domain, code, _("Could not write “%s”: %s"), name, reason);
  else
    /* Translators: the first %s is a file name, the second why it could not be read */
    g_set_error (error, domain, code, _("Could not read “%s”: %s"), name, reason);
}

static gboolean
set_errno (GError     **error,
           int          errsv,
           gboolean     writing,
           const char  *path)
{
  set_reason (error, G_FILE_ERROR, g_file_error_from_errno (errsv), writing, path, g_strerror (errsv));
  return FALSE;
}

/* Anything but a regular file is refused, saying what it is. */
static gboolean
check_regular (GError     **error,
               mode_t       mode,
               gboolean     writing,
               const char  *path)
{
  const char *reason;

  if (S_ISREG (mode))
    return TRUE;

  if (S_ISDIR (mode))
    /* Translators: why a file could not be read or written */
    reason = _("it is a folder, not a file");
  else if (S_ISFIFO (mode))
    /* Translators: why a file could not be read or written */
    reason = _("it is a named pipe, not a file");
  else if (S_ISSOCK (mode))
    /* Translators: why a file could not be read or written */
    reason = _("it is a socket, not a file");
  else
    /* Translators: why a file could not be read or written (for example /dev/zero) */
    reason = _("it is a device, not a file");

  set_reason (error, G_FILE_ERROR, S_ISDIR (mode) ? G_FILE_ERROR_ISDIR : G_FILE_ERROR_INVAL, writing, path, reason);
  return FALSE;
}

/**
 * tsr_file_read:
 * @max_size: files larger than this are refused
 * @cancellable: (nullable): stops the reading, with %G_IO_ERROR_CANCELLED
 * @contents: (out): the bytes read, followed by a NUL
 * @length: (out): how many were read; on a %TSR_FILE_ERROR_TOO_LARGE
 *   error, how large the file is known to be (more than @max_size)
 *
 * Reads a regular file whole.  Anything else (a folder, a named pipe, a
 * device) is refused at once, and so is a file over @max_size, however
 * large it said it was.
 */
gboolean
tsr_file_read (const char    *path,
               gsize          max_size,
               GCancellable  *cancellable,
               char         **contents,
               gsize         *length,
               GError       **error)
{
  g_autoptr(GByteArray) bytes = NULL;
  g_autofree guint8 *chunk = NULL;
  struct stat st;
  int fd;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (contents != NULL && length != NULL, FALSE);

  /* O_NONBLOCK: opening a named pipe would otherwise wait for a writer. */
  fd = g_open (path, O_RDONLY | O_NONBLOCK | O_CLOEXEC, 0);
  if (fd < 0)
    return set_errno (error, errno, FALSE, path);

  if (fstat (fd, &st) != 0)
    {
      int errsv = errno;

      g_close (fd, NULL);
      return set_errno (error, errsv, FALSE, path);
    }

  if (!check_regular (error, st.st_mode, FALSE, path))
    {
      g_close (fd, NULL);
      return FALSE;
    }

  bytes = g_byte_array_sized_new ((guint) MIN ((guint64) st.st_size, (guint64) max_size) + 1);
  chunk = g_malloc (CHUNK);
  while ((guint64) st.st_size <= max_size && bytes->len <= max_size)
    {
      gssize got;

      if (g_cancellable_set_error_if_cancelled (cancellable, error))
        {
          g_close (fd, NULL);
          return FALSE;
        }

      got = read (fd, chunk, MIN (CHUNK, max_size + 1 - bytes->len));
      if (got < 0 && errno == EINTR)
        continue;
      if (got < 0)
        {
          int errsv = errno;

          g_close (fd, NULL);
          return set_errno (error, errsv, FALSE, path);
        }
      if (got == 0)
        break;
      g_byte_array_append (bytes, chunk, (guint) got);
    }
  g_close (fd, NULL);

  if ((guint64) st.st_size > max_size || bytes->len > max_size)
    {
      *length = MAX ((gsize) st.st_size, (gsize) bytes->len);
      set_reason (error, TSR_FILE_ERROR, TSR_FILE_ERROR_TOO_LARGE, FALSE, path, g_strerror (EFBIG));
      return FALSE;
    }

  *length = bytes->len;
  g_byte_array_append (bytes, (const guint8 *) "", 1);
  *contents = (char *) g_byte_array_free (g_steal_pointer (&bytes), FALSE);
  return TRUE;
}

/* The file a path ends at once its symbolic links are followed: the one
 * to write.  A link to nowhere gives where it points, to be created. */
static char *
resolve_links (const char  *path,
               GError     **error)
{
  g_autofree char *target = g_strdup (path);

  for (guint i = 0; i < MAX_LINKS; i++)
    {
      g_autofree char *link = g_file_read_link (target, NULL);
      g_autofree char *dir = NULL;

      if (link == NULL)
        return g_steal_pointer (&target);

      dir = g_path_get_dirname (target);
      g_free (target);
      target = g_path_is_absolute (link) ? g_steal_pointer (&link) : g_build_filename (dir, link, NULL);
    }

  set_errno (error, ELOOP, TRUE, path);
  return NULL;
}

/**
 * tsr_file_write_all:
 * @fd: an open file
 * @data: (array length=length): what to write
 * @length: its length in bytes
 *
 * Writes all of @data, however many calls it takes.
 *
 * Returns: %FALSE, with errno set, when writing failed
 */
gboolean
tsr_file_write_all (int         fd,
                    const char *data,
                    gsize       length)
{
  while (length > 0)
    {
      gssize written = write (fd, data, length);

      if (written < 0 && errno == EINTR)
        continue;
      if (written < 0)
        return FALSE;
      data += written;
      length -= (gsize) written;
    }

  return TRUE;
}

/* Creates a hidden temporary file next to @target, with @mode less the
 * umask; -1 with @error set when it cannot. */
static int
open_temporary (const char  *path,
                const char  *target,
                int          mode,
                char       **temporary,
                GError     **error)
{
  g_autofree char *dir = g_path_get_dirname (target);
  g_autofree char *base = g_path_get_basename (target);
  g_autofree char *hidden = g_strdup_printf (".%s.XXXXXX", base);
  int fd;

  *temporary = g_build_filename (dir, hidden, NULL);
  fd = g_mkstemp_full (*temporary, O_WRONLY | O_CLOEXEC, mode);
  if (fd < 0)
    set_errno (error, errno, TRUE, path);

  return fd;
}

/* Writes @data to @fd, synced, and closes it; on failure removes
 * @temporary, which @fd was opened on. */
static gboolean
fill_temporary (int          fd,
                const char  *temporary,
                const char  *path,
                const char  *data,
                gsize        length,
                GError     **error)
{
  int errsv;

  if (!tsr_file_write_all (fd, data, length) || fsync (fd) != 0)
    {
      errsv = errno;
      g_close (fd, NULL);
      g_unlink (temporary);
      return set_errno (error, errsv, TRUE, path);
    }

  if (close (fd) != 0)
    {
      errsv = errno;
      g_unlink (temporary);
      return set_errno (error, errsv, TRUE, path);
    }

  return TRUE;
}

/* Rewrites @target itself, for every name it has.  The new contents go
 * into a temporary file first, which fails, with the old file untouched,
 * when they do not fit.  That file is removed before the rewrite, so the
 * room it took is there for the old file to grow into; and the old file
 * is overwritten from its start and cut to length after, never emptied
 * first. */
static gboolean
write_in_place (const char  *path,
                const char  *target,
                const char  *data,
                gsize        length,
                GError     **error)
{
  g_autofree char *temporary = NULL;
  g_autoptr(GError) local = NULL;
  int fd = open_temporary (path, target, 0600, &temporary, &local);
  int errsv;

  /* A folder the user may not add to still lets a file in it be
   * rewritten, as g_file_replace() does then, only without that check. */
  if (fd < 0 && !g_error_matches (local, G_FILE_ERROR, G_FILE_ERROR_ACCES))
    {
      g_propagate_error (error, g_steal_pointer (&local));
      return FALSE;
    }
  if (fd >= 0)
    {
      if (!fill_temporary (fd, temporary, path, data, length, error))
        return FALSE;
      g_unlink (temporary);
    }

  fd = g_open (target, O_WRONLY | O_CLOEXEC, 0);
  if (fd < 0)
    return set_errno (error, errno, TRUE, path);

  if (!tsr_file_write_all (fd, data, length) || ftruncate (fd, (off_t) length) != 0 || fsync (fd) != 0)
    {
      errsv = errno;
      g_close (fd, NULL);
      return set_errno (error, errsv, TRUE, path);
    }

  if (close (fd) != 0)
    return set_errno (error, errno, TRUE, path);

  return TRUE;
}

/* The temporary file takes the old file's permissions and owner; FALSE
 * when the owner cannot be kept (another user's file, in a folder we may
 * write to). */
static gboolean
keep_mode_and_owner (int                fd,
                     const struct stat *old)
{
  struct stat now;

  if (fchmod (fd, old->st_mode & 07777) != 0 || fstat (fd, &now) != 0)
    return FALSE;
  if ((now.st_uid != old->st_uid || now.st_gid != old->st_gid) &&
      fchown (fd, old->st_uid, old->st_gid) != 0)
    return FALSE;

  return TRUE;
}

/* Writes a temporary file next to @target and renames it over it.  @old
 * is the file replaced, or NULL for a new one. */
static gboolean
write_beside (const char         *path,
              const char         *target,
              const struct stat  *old,
              const char         *data,
              gsize               length,
              GError            **error)
{
  g_autofree char *temporary = NULL;
  /* A new file gets what the umask leaves of rw-rw-rw-, as any other. */
  int fd = open_temporary (path, target, old != NULL ? 0600 : 0666, &temporary, error);

  if (fd < 0)
    return FALSE;

  if (old != NULL && !keep_mode_and_owner (fd, old))
    {
      g_close (fd, NULL);
      g_unlink (temporary);
      return write_in_place (path, target, data, length, error);
    }

  if (!fill_temporary (fd, temporary, path, data, length, error))
    return FALSE;

  if (g_rename (temporary, target) != 0)
    {
      int errsv = errno;

      g_unlink (temporary);
      return set_errno (error, errsv, TRUE, path);
    }

  return TRUE;
}

/**
 * tsr_file_replace:
 * @path: the file to write, as the user named it
 *
 * Writes @data to @path with g_file_replace()'s semantics (see above):
 * through symbolic links, keeping permissions, refusing a file the user
 * may not write, atomically unless the file has several hard links.
 */
gboolean
tsr_file_replace (const char  *path,
                  const char  *data,
                  gsize        length,
                  GError     **error)
{
  g_autofree char *target = NULL;
  struct stat st;

  g_return_val_if_fail (path != NULL, FALSE);
  g_return_val_if_fail (data != NULL || length == 0, FALSE);

  target = resolve_links (path, error);
  if (target == NULL)
    return FALSE;

  if (lstat (target, &st) != 0)
    {
      if (errno != ENOENT)
        return set_errno (error, errno, TRUE, path);
      return write_beside (path, target, NULL, data, length, error);
    }

  if (!check_regular (error, st.st_mode, TRUE, path))
    return FALSE;

  /* What g_file_replace() finds opening the file for writing; with the
   * effective user's rights, so root may, as there. */
  if (faccessat (AT_FDCWD, target, W_OK, AT_EACCESS) != 0)
    return set_errno (error, errno, TRUE, path);

  if (st.st_nlink > 1)
    return write_in_place (path, target, data, length, error);

  return write_beside (path, target, &st, data, length, error);
}
