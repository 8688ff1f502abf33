/* tsr-po.c
 *
 * A `.po` file is read by gettext's own reader, libgettextpo, and checked
 * as `msgfmt --check` checks it, so the preview accepts exactly the files
 * the build will compile: the same escapes, character sets, line ends
 * and plural forms, and the same refusals, each naming its line.  What is
 * kept is converted to UTF-8 from the character set the header names.
 *
 * Where it departs from msgfmt, it is for files halfway through
 * translation, shown in a window that wants UTF-8: a file without a
 * header is read as UTF-8 (msgfmt refuses it), a NUL byte is refused
 * wherever it is (msgfmt cuts a string short at one), and so is a
 * character set the system cannot convert (msgfmt, which copies the
 * bytes, only warns).
 * Only the default domain is read; `domain` directives start others.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include <gettext-po.h>
#include <glib/gi18n-lib.h>

#include "tsr-file.h"
#include "tsr-po.h"

/* Far more than any language's catalogue needs. */
#define PO_MAX_SIZE (64 * 1024 * 1024)

G_DEFINE_QUARK (tsr-po-error-quark, tsr_po_error)

typedef struct
{
  char     *translation;
  gboolean  fuzzy;
} Message;

struct _TsrPoCatalogue
{
  gint        ref_count;
  char       *name;
  GHashTable *messages;   /* "context\004msgid" or "msgid" → Message */
};

/* As msgfmt, which stops there: a file of garbage gives a message that
 * still fits a dialog. */
#define MAX_PROBLEMS 20

typedef struct
{
  guint  line;     /* 0: the file as a whole */
  guint  column;   /* 0: none given */
  guint  order;    /* keeps problems on one line in the order found */
  char  *text;
} Problem;

/* libgettextpo keeps its reader's state in globals and reports through
 * callbacks that carry no data of ours: one file is read at a time, and
 * the callbacks add to the problems of that file. */
static GMutex reading;
static GArray *reading_problems;
/* The line of what the library finds wrong in the header without naming
 * a line (the plural forms, checked after reading): that of the field,
 * or of another in the header when it is missing. */
static guint reading_header_line;

static void
message_free (gpointer data)
{
  Message *message = data;

  g_free (message->translation);
  g_free (message);
}

static char *
message_key (const char *context,
             const char *msgid)
{
  return context != NULL ? g_strconcat (context, "\004", msgid, NULL) : g_strdup (msgid);
}

static void
problem_clear (gpointer data)
{
  g_free (((Problem *) data)->text);
}

static void
add_problem (GArray     *problems,
             guint       line,
             guint       column,
             const char *text)
{
  Problem problem = { line, column, problems->len, NULL };

  /* One past the last shown is kept, to say there are more. */
  if (problems->len > MAX_PROBLEMS)
    return;
  problem.text = g_utf8_make_valid (text, -1);
  /* The library's texts come one sentence a line when they are long. */
  g_strdelimit (problem.text, "\n", ' ');
  g_strstrip (problem.text);
  g_array_append_val (problems, problem);
}

static void
on_xerror (int          severity,
           po_message_t message,
           const char  *filename,
           size_t       lineno,
           size_t       column,
           int          multiline,
           const char  *text)
{
  gboolean placed = filename != NULL && lineno != (size_t) -1 && lineno > 0 && lineno <= G_MAXUINT;

  /* Warnings are msgfmt's too (a header field missing, a character set
   * name that is not portable): the file still compiles. */
  if (severity == PO_SEVERITY_WARNING)
    return;

  /* A fatal error is the library's last word on a file (the count of the
   * errors already reported, a failed read or iconv call on our own copy).
   * Every place in 0.21 that reports one carries on after it, so this
   * returns too, where the library's own handler would end the process. */
  add_problem (reading_problems, placed ? (guint) lineno : reading_header_line,
               placed && column != (size_t) -1 && column < G_MAXUINT ? (guint) column : 0, text);
}

/* One problem at two places.  A duplicate names its own line and the
 * first definition's without one, so its line is enough.  What the
 * header lacks for the plural forms comes in two halves, neither with a
 * line: each is told on a line of its own, at the header, as the library
 * words it, rather than pasted into one sentence no translator saw. */
static void
on_xerror2 (int          severity,
            po_message_t message1,
            const char  *filename1,
            size_t       lineno1,
            size_t       column1,
            int          multiline1,
            const char  *text1,
            po_message_t message2,
            const char  *filename2,
            size_t       lineno2,
            size_t       column2,
            int          multiline2,
            const char  *text2)
{
  on_xerror (severity, message1, filename1, lineno1, column1, multiline1, text1);
  if (filename1 == NULL)
    on_xerror (severity, message2, filename2, lineno2, column2, multiline2, text2);
}

static const struct po_xerror_handler handler = { on_xerror, on_xerror2 };

/* The line @offset is on, counted as the library counts. */
static guint
line_at (const char *text,
         gsize       offset)
{
  guint line = 1;

  for (gsize i = 0; i < offset; i++)
    line += text[i] == '\n';
  return line;
}

/* The line of the header field @field, or 0: the first line whose string
 * starts with it, after an optional msgstr. */
static guint
field_line (const char *text,
            const char *field)
{
  gsize length = strlen (field);
  guint line = 1;

  for (const char *p = text; *p != '\0'; line++)
    {
      p += strspn (p, " \t");
      if (g_str_has_prefix (p, "msgstr"))
        p += strspn (p + 6, " \t") + 6;
      if (*p == '"' && strncmp (p + 1, field, length) == 0 && p[1 + length] == ':')
        return line;
      p = strchr (p, '\n');
      if (p == NULL)
        break;
      p++;
    }
  return 0;
}

/* Hands @text to the library through a file in memory: it reads only
 * named files. */
static po_file_t
read_po (const char  *text,
         gsize        size,
         const char  *name,
         GArray      *problems,
         GError     **error)
{
  g_autofree char *path = NULL;
  po_file_t file;
  int saved_errno;
  int fd = memfd_create ("tessera-po", MFD_CLOEXEC);

  if (fd < 0 || !tsr_file_write_all (fd, text, size))
    {
      saved_errno = errno;
      if (fd >= 0)
        close (fd);
      g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                   "%s: %s", name, g_strerror (saved_errno));
      return NULL;
    }

  path = g_strdup_printf ("/proc/self/fd/%d", fd);
  g_mutex_lock (&reading);
  reading_problems = problems;
  reading_header_line = 0;
  file = po_file_read (path, &handler);
  saved_errno = errno;
  /* Like msgfmt, the checks only once the file reads. */
  if (file != NULL && problems->len == 0)
    {
      reading_header_line = field_line (text, "Plural-Forms");
      if (reading_header_line == 0)
        reading_header_line = field_line (text, "Content-Type");
      po_file_check_all (file, &handler);
    }
  reading_problems = NULL;
  g_mutex_unlock (&reading);
  close (fd);

  if (file == NULL)
    g_set_error (error, G_FILE_ERROR, g_file_error_from_errno (saved_errno),
                 "%s: %s", name, g_strerror (saved_errno));
  return file;
}

/* The character set the header names; UTF-8 when there is none, or only
 * the template's placeholder. */
static char *
header_charset (po_file_t file)
{
  /* A copy, for all the header says const. */
  char *header = (char *) po_file_domain_header (file, NULL);
  char *content_type = header != NULL ? po_header_field (header, "Content-Type") : NULL;
  const char *start = content_type != NULL ? strstr (content_type, "charset=") : NULL;
  char *charset = NULL;

  if (start != NULL)
    {
      start += strlen ("charset=");
      charset = g_strndup (start, strcspn (start, " \t\n;"));
    }
  if (charset == NULL || *charset == '\0' || strcmp (charset, "CHARSET") == 0)
    {
      g_free (charset);
      charset = g_strdup ("UTF-8");
    }

  free (content_type);
  free (header);
  return charset;
}

/* Opens the conversion from @charset, or gives (GIConv) -1 for UTF-8
 * itself; FALSE, with a problem added, when the bytes of @text are not in
 * @charset or the system has no conversion from it. */
static gboolean
open_conversion (const char  *text,
                 gsize        size,
                 const char  *charset,
                 GArray      *problems,
                 GIConv      *conversion)
{
  g_autoptr(GError) error = NULL;
  g_autofree char *converted = NULL;
  g_autofree char *message = NULL;
  const char *end = NULL;
  gsize read = 0;

  *conversion = (GIConv) -1;
  if (g_ascii_strcasecmp (charset, "UTF-8") == 0 || g_ascii_strcasecmp (charset, "UTF8") == 0)
    {
      if (g_utf8_validate_len (text, size, &end))
        return TRUE;
      read = end - text;
    }
  else
    {
      *conversion = g_iconv_open ("UTF-8", charset);
      if (*conversion == (GIConv) -1)
        {
          /* Translators: %s is the name of a character set, as a translation file's header
           * writes it (ISO-8859-2, KOI8-R…) */
          message = g_strdup_printf (_("the header names the character set “%s”, which this system cannot "
                                       "convert"), charset);
          add_problem (problems, field_line (text, "Content-Type"), 0, message);
          return FALSE;
        }
      converted = g_convert_with_iconv (text, size, *conversion, &read, NULL, &error);
      if (converted != NULL)
        return TRUE;
      g_iconv_close (*conversion);
      *conversion = (GIConv) -1;
    }

  /* Translators: %s is a character set, such as UTF-8 or ISO-8859-2 */
  message = g_strdup_printf (_("these bytes are not %s text; expected the character set the header names, "
                               "or UTF-8 when it names none"), charset);
  add_problem (problems, line_at (text, read), 0, message);
  return FALSE;
}

/* A string of the file in UTF-8.  Escapes (`\xff`) can give bytes that
 * are not text in the file's character set; msgfmt lets them through,
 * and the preview shows each as U+FFFD. */
static char *
to_utf8 (const char *string,
         GIConv      conversion)
{
  char *converted = NULL;

  if (conversion != (GIConv) -1)
    converted = g_convert_with_iconv (string, -1, conversion, NULL, NULL, NULL);
  return converted != NULL ? converted : g_utf8_make_valid (string, -1);
}

static void
keep_messages (TsrPoCatalogue *catalogue,
               po_file_t       file,
               GIConv          conversion)
{
  po_message_iterator_t iterator = po_message_iterator (file, NULL);
  po_message_t message;

  while ((message = po_next_message (iterator)) != NULL)
    {
      const char *context = po_message_msgctxt (message);
      g_autofree char *id = NULL;
      g_autofree char *context_utf8 = NULL;
      Message *kept;

      /* The empty msgid is the header. */
      if (po_message_is_obsolete (message) || *po_message_msgid (message) == '\0')
        continue;

      id = to_utf8 (po_message_msgid (message), conversion);
      context_utf8 = context != NULL ? to_utf8 (context, conversion) : NULL;
      kept = g_new0 (Message, 1);
      /* With plural forms, msgstr[0]. */
      kept->translation = to_utf8 (po_message_msgstr (message), conversion);
      kept->fuzzy = po_message_is_fuzzy (message);
      g_hash_table_replace (catalogue->messages, message_key (context_utf8, id), kept);
    }
  po_message_iterator_free (iterator);
}

static gint
compare_problems (gconstpointer a,
                  gconstpointer b)
{
  const Problem *p = a, *q = b;

  if (p->line != q->line)
    return p->line < q->line ? -1 : 1;
  return p->order < q->order ? -1 : p->order > q->order;
}

/* "NAME:LINE:COLUMN: text", a line each, in the order of the file. */
static void
set_problems_error (GArray      *problems,
                    const char  *name,
                    GError     **error)
{
  GString *all = g_string_new (NULL);

  g_array_sort (problems, compare_problems);
  for (guint i = 0; i < MIN (problems->len, MAX_PROBLEMS); i++)
    {
      const Problem *problem = &g_array_index (problems, Problem, i);

      if (i > 0)
        g_string_append_c (all, '\n');
      if (problem->line == 0)
        g_string_append_printf (all, "%s: %s", name, problem->text);
      else if (problem->column == 0)
        g_string_append_printf (all, "%s:%u: %s", name, problem->line, problem->text);
      else
        g_string_append_printf (all, "%s:%u:%u: %s", name, problem->line, problem->column, problem->text);
    }
  if (problems->len > MAX_PROBLEMS)
    {
      g_string_append_c (all, '\n');
      g_string_append_printf (all,
                              /* Translators: after the first problems found in a translation file */
                              g_dngettext (GETTEXT_PACKAGE, "%s: more problems; the first %u is shown",
                                           "%s: more problems; the first %u are shown", MAX_PROBLEMS),
                              name, MAX_PROBLEMS);
    }

  g_set_error_literal (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX, all->str);
  g_string_free (all, TRUE);
}

/**
 * tsr_po_catalogue_load_data:
 * @data: (array length=length) (nullable): the file's bytes, %NULL when
 *   @length is 0
 * @length: how many, or -1 when @data ends with a NUL
 * @name: what to call the file in messages
 *
 * Returns: (transfer full) (nullable): the catalogue, or %NULL with
 *   @error set: %TSR_PO_ERROR_SYNTAX names every line msgfmt refuses
 */
TsrPoCatalogue *
tsr_po_catalogue_load_data (const char  *data,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(TsrPoCatalogue) catalogue = NULL;
  g_autoptr(GArray) problems = NULL;
  g_autofree char *text = NULL;
  g_autofree char *charset = NULL;
  GIConv conversion = (GIConv) -1;
  const char *nul;
  po_file_t file = NULL;
  gsize size;

  g_return_val_if_fail (data != NULL || length == 0, NULL);

  size = length < 0 ? strlen (data) : (gsize) length;
  text = g_malloc (size + 1);
  /* An empty file may come as NULL, which memcpy() must never see. */
  if (size > 0)
    memcpy (text, data, size);
  text[size] = '\0';
  nul = memchr (text, '\0', size);
  catalogue = g_new0 (TsrPoCatalogue, 1);
  catalogue->ref_count = 1;
  catalogue->name = g_strdup (name);
  catalogue->messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, message_free);
  problems = g_array_new (FALSE, FALSE, sizeof (Problem));
  g_array_set_clear_func (problems, problem_clear);

  /* gettext reads a file whose lines end in CR alone as one line; its
   * lines are numbered as an editor shows them. */
  if (memchr (text, '\n', size) == NULL)
    g_strdelimit (text, "\r", '\n');

  if (nul != NULL)
    add_problem (problems, line_at (text, nul - text), 0,
                 _("a NUL byte; expected text, which gettext would cut short here"));
  else if ((file = read_po (text, size, name, problems, error)) == NULL)
    return NULL;

  if (problems->len == 0)
    {
      charset = header_charset (file);
      if (open_conversion (text, size, charset, problems, &conversion))
        keep_messages (catalogue, file, conversion);
      if (conversion != (GIConv) -1)
        g_iconv_close (conversion);
    }
  if (file != NULL)
    po_file_free (file);

  if (problems->len > 0)
    {
      set_problems_error (problems, name, error);
      return NULL;
    }
  return g_steal_pointer (&catalogue);
}

/**
 * tsr_po_catalogue_load_file:
 *
 * Returns: (transfer full) (nullable): the catalogue of the `.po` file at
 *   @path, or %NULL with @error set
 */
TsrPoCatalogue *
tsr_po_catalogue_load_file (const char  *path,
                            GError     **error)
{
  g_autofree char *contents = NULL;
  gsize length;

  if (!tsr_file_read (path, PO_MAX_SIZE, NULL, &contents, &length, error))
    return NULL;

  return tsr_po_catalogue_load_data (contents, length, path, error);
}

TsrPoCatalogue *
tsr_po_catalogue_ref (TsrPoCatalogue *catalogue)
{
  g_atomic_int_inc (&catalogue->ref_count);
  return catalogue;
}

void
tsr_po_catalogue_unref (TsrPoCatalogue *catalogue)
{
  if (catalogue == NULL || !g_atomic_int_dec_and_test (&catalogue->ref_count))
    return;

  g_free (catalogue->name);
  g_clear_pointer (&catalogue->messages, g_hash_table_unref);
  g_free (catalogue);
}

const char *
tsr_po_catalogue_get_name (TsrPoCatalogue *catalogue)
{
  return catalogue->name;
}

/* How many messages it has, the header not counted. */
guint
tsr_po_catalogue_get_size (TsrPoCatalogue *catalogue)
{
  return g_hash_table_size (catalogue->messages);
}

/**
 * tsr_po_catalogue_lookup:
 * @context: (nullable): the message context
 * @translation: (out) (optional): the translation when there is one
 *   (fuzzy or not), else @msgid
 *
 * Returns: how far the file translates @msgid
 */
TsrPoState
tsr_po_catalogue_lookup (TsrPoCatalogue  *catalogue,
                         const char      *context,
                         const char      *msgid,
                         const char     **translation)
{
  g_autofree char *key = message_key (context, msgid);
  const Message *message = g_hash_table_lookup (catalogue->messages, key);
  TsrPoState state = message == NULL ? TSR_PO_MISSING
                   : *message->translation == '\0' ? TSR_PO_UNTRANSLATED
                   : message->fuzzy ? TSR_PO_FUZZY : TSR_PO_TRANSLATED;

  if (translation != NULL)
    *translation = state >= TSR_PO_FUZZY ? message->translation : msgid;
  return state;
}
