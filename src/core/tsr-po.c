/* tsr-po.c
 *
 * The PO format, line by line: comments (`#`, with `#, fuzzy` among the
 * flags), then keywords each followed by one or more quoted strings that
 * join: msgctxt, msgid, msgid_plural, msgstr or msgstr[N].  A message
 * ends where the next one starts.  Obsolete messages (`#~`) are
 * comments.  Anything else is an error naming the file and line.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
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

typedef enum
{
  FIELD_NONE,
  FIELD_CONTEXT,
  FIELD_ID,
  FIELD_PLURAL,
  FIELD_STRING,
  FIELD_OTHER_STRING,     /* msgstr[1] and on: read, not kept */
} Field;

typedef struct
{
  TsrPoCatalogue *catalogue;
  GString        *context;
  GString        *id;
  GString        *string;
  gboolean        has_context;
  gboolean        has_id;
  gboolean        has_string;
  gboolean        fuzzy;
  Field           field;
} Parser;

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

/* Keeps the message read so far, if it is one, and starts the next. */
static void
finish_message (Parser *parser)
{
  if (parser->has_id && parser->id->len > 0)
    {
      Message *message = g_new0 (Message, 1);

      message->translation = g_strdup (parser->string->str);
      message->fuzzy = parser->fuzzy;
      g_hash_table_replace (parser->catalogue->messages,
                            message_key (parser->has_context ? parser->context->str : NULL, parser->id->str),
                            message);
    }

  g_string_truncate (parser->context, 0);
  g_string_truncate (parser->id, 0);
  g_string_truncate (parser->string, 0);
  parser->has_context = parser->has_id = parser->has_string = parser->fuzzy = FALSE;
  parser->field = FIELD_NONE;
}

/* Appends the quoted string at @p, unescaped, to @out. */
static gboolean
read_string (const char *p,
             GString    *out)
{
  if (*p++ != '"')
    return FALSE;

  for (; *p != '\0' && *p != '"'; p++)
    {
      if (*p != '\\')
        {
          g_string_append_c (out, *p);
          continue;
        }
      switch (*++p)
        {
        case 'n':
          g_string_append_c (out, '\n');
          break;
        case 't':
          g_string_append_c (out, '\t');
          break;
        case 'r':
          g_string_append_c (out, '\r');
          break;
        case '"':
        case '\\':
          g_string_append_c (out, *p);
          break;
        default:
          return FALSE;
        }
    }

  if (*p != '"')
    return FALSE;
  for (p++; *p == ' ' || *p == '\t' || *p == '\r'; p++)
    ;
  return *p == '\0';
}

/* The buffer a string after @keyword goes to, or NULL for an unknown
 * keyword.  A keyword that opens a message ends the one before. */
static GString *
keyword_field (Parser     *parser,
               const char *keyword,
               gsize       length)
{
  if (length == 7 && strncmp (keyword, "msgctxt", 7) == 0)
    {
      if (parser->has_id)
        finish_message (parser);
      parser->has_context = TRUE;
      parser->field = FIELD_CONTEXT;
      return parser->context;
    }
  if (length == 5 && strncmp (keyword, "msgid", 5) == 0)
    {
      if (parser->has_id)
        finish_message (parser);
      parser->has_id = TRUE;
      parser->field = FIELD_ID;
      return parser->id;
    }
  if (length == 12 && strncmp (keyword, "msgid_plural", 12) == 0 && parser->has_id)
    {
      parser->field = FIELD_PLURAL;
      return g_string_truncate (parser->string, 0);
    }
  if (parser->has_id && ((length == 6 && strncmp (keyword, "msgstr", 6) == 0) ||
                         (length == 9 && strncmp (keyword, "msgstr[0]", 9) == 0)))
    {
      parser->has_string = TRUE;
      parser->field = FIELD_STRING;
      return g_string_truncate (parser->string, 0);
    }
  if (parser->has_id && length > 7 && strncmp (keyword, "msgstr[", 7) == 0 && keyword[length - 1] == ']')
    {
      parser->field = FIELD_OTHER_STRING;
      return NULL;
    }

  return NULL;
}

/* Reads one line; FALSE with @error on a line that is not PO. */
static gboolean
read_line (Parser      *parser,
           const char  *line,
           const char  *name,
           guint        number,
           GError     **error)
{
  g_autoptr(GString) ignored = g_string_new (NULL);
  const char *p = line;
  GString *target;
  gsize length;

  while (*p == ' ' || *p == '\t' || *p == '\r')
    p++;

  if (*p == '\0')
    return TRUE;

  if (*p == '#')
    {
      /* A comment after a message belongs to the next one. */
      if (parser->has_id)
        finish_message (parser);
      if (p[1] == ',' && strstr (p, "fuzzy") != NULL)
        parser->fuzzy = TRUE;
      return TRUE;
    }

  if (*p == '"')
    {
      target = parser->field == FIELD_CONTEXT ? parser->context
             : parser->field == FIELD_ID ? parser->id
             : parser->field == FIELD_STRING ? parser->string
             : ignored;
      if (parser->field != FIELD_NONE && read_string (p, target))
        return TRUE;
    }
  else
    {
      for (length = 0; p[length] != '\0' && p[length] != ' ' && p[length] != '\t'; length++)
        ;
      target = keyword_field (parser, p, length);
      if (parser->field == FIELD_PLURAL || parser->field == FIELD_OTHER_STRING)
        target = ignored;
      if (target != NULL)
        {
          p += length;
          while (*p == ' ' || *p == '\t')
            p++;
          if (read_string (p, target))
            return TRUE;
        }
    }

  g_set_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX,
               /* Translators: a file name and a line number, in a translation file being previewed */
               _("%s:%u: expected a comment, msgctxt, msgid, msgid_plural or msgstr followed by a quoted "
                 "string, or a quoted string continuing the one before"),
               name, number);
  return FALSE;
}

/**
 * tsr_po_catalogue_load_data:
 * @name: what to call the file in messages
 *
 * Returns: (transfer full) (nullable): the catalogue, or %NULL with
 *   @error set on the first line that is not PO
 */
TsrPoCatalogue *
tsr_po_catalogue_load_data (const char  *data,
                            gssize       length,
                            const char  *name,
                            GError     **error)
{
  g_autoptr(TsrPoCatalogue) catalogue = g_new0 (TsrPoCatalogue, 1);
  g_autofree char *text = g_strndup (data, length < 0 ? strlen (data) : (gsize) length);
  g_auto(GStrv) lines = NULL;
  Parser parser = { catalogue, g_string_new (NULL), g_string_new (NULL), g_string_new (NULL) };
  gboolean ok = TRUE;

  catalogue->ref_count = 1;
  catalogue->name = g_strdup (name);
  catalogue->messages = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, message_free);

  if (!g_utf8_validate (text, -1, NULL))
    {
      g_set_error (error, TSR_PO_ERROR, TSR_PO_ERROR_SYNTAX,
                   _("%s: the file is not UTF-8 text"), name);
      ok = FALSE;
    }

  lines = g_strsplit (text, "\n", -1);
  for (guint i = 0; ok && lines[i] != NULL; i++)
    ok = read_line (&parser, lines[i], name, i + 1, error);
  if (ok)
    finish_message (&parser);

  g_string_free (parser.context, TRUE);
  g_string_free (parser.id, TRUE);
  g_string_free (parser.string, TRUE);
  return ok ? g_steal_pointer (&catalogue) : NULL;
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

  if (!tsr_file_read (path, PO_MAX_SIZE, &contents, &length, error))
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
