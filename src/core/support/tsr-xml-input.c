/* tsr-xml-input.c: the bytes of an XML file as the parser gets them
 *
 * Positions in messages are counted in the text the parser reads, so that
 * text is made plain first: UTF-8 (a UTF-16 file is converted, as XML
 * allows it) with "\n" line ends.  XML reads a CR alone or a CR LF pair
 * as one "\n" anyway (section 2.11 of the standard), so replacing them
 * before parsing changes nothing in the document; but libxml2 and the
 * element positions then count the lines of a file saved with CR line
 * ends, which they otherwise see as a single line.
 *
 * The prolog is then searched for a DOCTYPE declaration, so that one
 * behind comments, processing instructions or blank lines is refused, at
 * its line, before libxml2 reads a single entity declaration.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-xml.h"

/* Returns: the UTF-16 encoding the first bytes show (a byte order mark,
 * or "<?" in one of the two byte orders, as the standard's appendix F
 * lists), or %NULL; @skip is the length of the mark. */
static const char *
utf16_encoding (const char *data,
                gsize       length,
                gsize      *skip)
{
  const guchar *b = (const guchar *) data;

  *skip = 0;
  if (length >= 2 && b[0] == 0xff && b[1] == 0xfe)
    {
      *skip = 2;
      return "UTF-16LE";
    }
  if (length >= 2 && b[0] == 0xfe && b[1] == 0xff)
    {
      *skip = 2;
      return "UTF-16BE";
    }
  if (length >= 4 && b[0] == '<' && b[1] == 0 && b[2] == '?' && b[3] == 0)
    return "UTF-16LE";
  if (length >= 4 && b[0] == 0 && b[1] == '<' && b[2] == 0 && b[3] == '?')
    return "UTF-16BE";

  return NULL;
}

/* Line and column (from 1, in characters) of the end of @text. */
static void
end_position (const char *text,
              gsize       length,
              guint      *line,
              guint      *column)
{
  *line = 1;
  *column = 1;
  for (gsize i = 0; i < length; i++)
    if (text[i] == '\n')
      {
        (*line)++;
        *column = 1;
      }
    else if (((guchar) text[i] & 0xc0) != 0x80)
      (*column)++;
}

/* Converts a UTF-16 file; on a byte sequence that is not UTF-16, says
 * where it is, counted in the text before it. */
static char *
from_utf16 (const char  *data,
            gsize        length,
            const char  *encoding,
            const char  *name,
            gsize       *out_length,
            GError     **error)
{
  g_autoptr(GError) local = NULL;
  g_autofree char *before = NULL;
  gsize read = 0, written = 0;
  guint line, column;
  char *text;

  text = g_convert (data, length, "UTF-8", encoding, &read, out_length, &local);
  if (text != NULL)
    return text;

  before = g_convert (data, read, "UTF-8", encoding, NULL, &written, NULL);
  end_position (before, before != NULL ? written : 0, &line, &column);
  g_set_error (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED,
               /* Translators: %s:%u:%u is FILE:LINE:COLUMN */
               _("%s:%u:%u: these bytes are not UTF-16 text, though the file begins as UTF-16 text does"),
               name, line, column);
  return NULL;
}

/* Replaces each CR LF pair and each CR alone by LF, in place.
 *
 * Returns: the new length */
static gsize
unify_line_ends (char  *text,
                 gsize  length)
{
  gsize to = 0;

  for (gsize from = 0; from < length; from++)
    {
      if (text[from] == '\r')
        {
          text[to++] = '\n';
          if (from + 1 < length && text[from + 1] == '\n')
            from++;
        }
      else
        text[to++] = text[from];
    }

  return to;
}

/**
 * tsr_xml_input_prepare:
 * @name: the document's name, for messages
 * @prepared: (out) (transfer full): the text the parser is to read, or
 *   %NULL when @data is already that text
 * @prepared_length: (out): its length
 * @converted: (out): whether @prepared was converted from UTF-16 (so its
 *   encoding declaration no longer holds)
 *
 * Returns: %FALSE with @error set when @data is not the text it starts as
 */
gboolean
tsr_xml_input_prepare (const char  *data,
                       gsize        length,
                       const char  *name,
                       char       **prepared,
                       gsize       *prepared_length,
                       gboolean    *converted,
                       GError     **error)
{
  const char *encoding;
  gsize skip;

  *prepared = NULL;
  *prepared_length = length;
  *converted = FALSE;

  encoding = utf16_encoding (data, length, &skip);
  if (encoding != NULL)
    {
      *prepared = from_utf16 (data + skip, length - skip, encoding, name, prepared_length, error);
      if (*prepared == NULL)
        return FALSE;
      *converted = TRUE;
    }
  else if (memchr (data, '\r', length) != NULL)
    *prepared = g_memdup2 (data, length);

  if (*prepared != NULL)
    *prepared_length = unify_line_ends (*prepared, *prepared_length);

  return TRUE;
}

/* Returns: where the "-->" or "?>" closing the comment or processing
 * instruction at @p ends, or %NULL */
static const char *
skip_markup (const char *p,
             const char *end)
{
  gsize open = p[1] == '?' ? 2 : 4;
  const char *close = p[1] == '?' ? "?>" : "-->";
  const char *found = g_strstr_len (p + open, end - p - open, close);

  return found != NULL ? found + strlen (close) : NULL;
}

/**
 * tsr_xml_input_doctype_line:
 * @text: a document as tsr_xml_input_prepare() gives it
 *
 * Looks through the prolog, before the first element: blank space,
 * comments and processing instructions (the XML declaration is one).
 *
 * Returns: the line a DOCTYPE declaration in it starts on, or 0
 */
guint
tsr_xml_input_doctype_line (const char *text,
                            gsize       length)
{
  const char *p = text, *end = text + length;
  guint line = 1;

  if (length >= 3 && memcmp (text, "\xef\xbb\xbf", 3) == 0)
    p += 3;

  while (p < end)
    {
      const char *next;

      if (g_ascii_isspace (*p))
        {
          line += *p == '\n';
          p++;
          continue;
        }
      if (end - p >= 9 && memcmp (p, "<!DOCTYPE", 9) == 0)
        return line;
      if (end - p < 4 || *p != '<' || (p[1] != '?' && memcmp (p, "<!--", 4) != 0))
        return 0;

      /* Unclosed, the file is not well-formed, which the parser says. */
      next = skip_markup (p, end);
      if (next == NULL)
        return 0;
      for (; p < next; p++)
        line += *p == '\n';
    }

  return 0;
}
