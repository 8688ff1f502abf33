/* tsr-xml.c
 *
 * Every XML file Tessera reads may come from a stranger, so the parser
 * never touches the network, never loads an external DTD or entity, never
 * substitutes entities and keeps libxml2's default depth and size limits.
 * Errors go to the caller instead of stderr, each one as
 * `NAME:LINE:COLUMN: message`, all of them rather than only the first.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <errno.h>
#include <string.h>

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/relaxng.h>
#include <libxml/SAX2.h>
#include <libxml/xmlerror.h>

#include <glib/gi18n-lib.h>

#include "tsr-xml.h"

G_DEFINE_QUARK (tsr-xml-error-quark, tsr_xml_error)

#define TSR_XML_PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOCDATA | \
                               XML_PARSE_NOERROR | XML_PARSE_NOWARNING)

/* Appends "NAME:LINE:COLUMN: message" as a line of its own.  A value
 * quoted in a message may hold a line break (rotation="4&#10;5"), which
 * would cut the problem in two and pass for a problem of its own; control
 * characters are written as the file would write them instead, so that
 * every problem stays one line. */
static void
append_line (GString    *out,
             const char *name,
             guint       line,
             guint       column,
             const char *message)
{
  if (out->len > 0)
    g_string_append_c (out, '\n');
  g_string_append_printf (out, "%s:%u:%u: ", name, line, column);
  for (const char *p = message; *p != '\0'; p++)
    if ((guchar) *p < 0x20 || *p == 0x7f)
      g_string_append_printf (out, "&#%d;", *p);
    else
      g_string_append_c (out, *p);
}

/**
 * tsr_xml_error_sink_add:
 * @sink: where the messages go
 * @error: one error reported by libxml2
 *
 * Appends "NAME:LINE:COLUMN: message" (or "NAME:LINE: message" when libxml2
 * knows no column) as a line of its own; warnings are dropped.
 */
void
tsr_xml_error_sink_add (TsrXmlErrorSink *sink,
                        const xmlError  *error)
{
  g_autofree char *message = NULL;
  const xmlNode *node = error->node;
  guint line, column;

  if (error->level == XML_ERR_WARNING)
    return;

  /* The grammar reports an element's wrong or missing attributes at its
   * first child, if it has one: the place is the element's own. */
  if (error->domain == XML_FROM_RELAXNGV && error->code == XML_RELAXNG_ERR_ATTRVALID && node != NULL &&
      error->str1 != NULL && node->parent != NULL && node->parent->type == XML_ELEMENT_NODE &&
      strcmp ((const char *) node->name, error->str1) != 0 &&
      strcmp ((const char *) node->parent->name, error->str1) == 0)
    node = node->parent;

  message = g_strstrip (g_strdup (error->message != NULL ? error->message : "unknown error"));

  /* libxml2's limits speak to programmers; say what they mean for a file. */
  if (g_str_has_prefix (message, "Excessive depth in document"))
    {
      g_free (message);
      message = g_strdup (_("elements are nested more than 256 deep; a document needs only a few levels"));
    }
  else if (g_str_has_prefix (message, "AttValue length too long"))
    {
      g_free (message);
      message = g_strdup (_("an attribute value is longer than 10,000,000 characters"));
    }
  else if (error->code == XML_ERR_INVALID_CHAR || error->code == XML_ERR_INVALID_ENCODING)
    {
      g_free (message);
      message = g_strdup (_("these bytes are not UTF-8 text; a scenario is a UTF-8 document"));
    }

  /* Validity errors name the element; parse errors their line and column. */
  if (node != NULL && node->type == XML_ELEMENT_NODE && node->_private != NULL)
    tsr_xml_node_position (node, &line, &column);
  else
    {
      line = MAX (error->line, 0);
      column = MAX (error->int2, 1);
    }

  if (sink->problems != NULL)
    {
      TsrXmlProblem problem = { line, column, g_steal_pointer (&message) };

      g_array_append_val (sink->problems, problem);
      return;
    }

  append_line (sink->messages, sink->name, line, column, message);
}

static void
problem_clear (TsrXmlProblem *problem)
{
  g_free (problem->message);
}

/* Returns: (transfer full) (element-type TsrXmlProblem): an empty list of
 * problems */
GArray *
tsr_xml_problems_new (void)
{
  GArray *problems = g_array_new (FALSE, FALSE, sizeof (TsrXmlProblem));

  g_array_set_clear_func (problems, (GDestroyNotify) problem_clear);
  return problems;
}

/**
 * tsr_xml_problems_add:
 * @node: the element the problem is about
 *
 * Adds a problem at @node's line and column, once: two checks that find
 * the same thing (the grammar and a reader) say it once.
 */
void
tsr_xml_problems_add (GArray        *problems,
                      const xmlNode *node,
                      const char    *format,
                      ...)
{
  TsrXmlProblem problem;
  va_list args;

  tsr_xml_node_position (node, &problem.line, &problem.column);
  va_start (args, format);
  problem.message = g_strdup_vprintf (format, args);
  va_end (args);

  for (guint i = 0; i < problems->len; i++)
    {
      const TsrXmlProblem *known = &g_array_index (problems, TsrXmlProblem, i);

      if (known->line == problem.line && known->column == problem.column &&
          strcmp (known->message, problem.message) == 0)
        {
          g_free (problem.message);
          return;
        }
    }
  g_array_append_val (problems, problem);
}

static int
compare_problems (gconstpointer a,
                  gconstpointer b)
{
  const TsrXmlProblem *x = a, *y = b;

  if (x->line != y->line)
    return x->line < y->line ? -1 : 1;
  return x->column < y->column ? -1 : x->column > y->column;
}

/* Sorts @problems by line and column, keeping the order they were found
 * in among those at one place (g_array_sort() is a merge sort). */
void
tsr_xml_problems_sort (GArray *problems)
{
  g_array_sort (problems, compare_problems);
}

/**
 * tsr_xml_problems_join:
 *
 * Sorts @problems by line and column, the order they were found in kept
 * among those at one place, and writes them out.
 *
 * Returns: (transfer full): "NAME:LINE:COLUMN: message", a line each
 */
char *
tsr_xml_problems_join (GArray     *problems,
                       const char *name)
{
  GString *out = g_string_new (NULL);

  tsr_xml_problems_sort (problems);
  for (guint i = 0; i < problems->len; i++)
    {
      const TsrXmlProblem *problem = &g_array_index (problems, TsrXmlProblem, i);

      append_line (out, name, problem->line, problem->column, problem->message);
    }

  return g_string_free (out, FALSE);
}

/* Returns: (transfer full) (nullable): the value of the attribute @name
 * in no namespace (o:x="1" is not x), g_free()d */
char *
tsr_xml_get_attr (const xmlNode *node,
                  const char    *name)
{
  xmlChar *value = xmlGetNoNsProp (node, (const xmlChar *) name);
  char *copy = g_strdup ((const char *) value);

  xmlFree (value);
  return copy;
}

static char *
written_name (const xmlNs   *ns,
              const xmlChar *name)
{
  if (ns != NULL && ns->prefix != NULL)
    return g_strconcat ((const char *) ns->prefix, ":", (const char *) name, NULL);

  return g_strdup ((const char *) name);
}

/* Returns: (transfer full): the element's name as the file writes it,
 * with its prefix (o:tile), for messages */
char *
tsr_xml_node_written_name (const xmlNode *node)
{
  return written_name (node->ns, node->name);
}

/* Returns: (transfer full): the attribute's name as the file writes it,
 * with its prefix (o:x), for messages */
char *
tsr_xml_attr_written_name (const xmlAttr *attr)
{
  return written_name (attr->ns, attr->name);
}

/**
 * tsr_xml_problem:
 * @problems: where the problems of one document are collected
 * @name: the document's name
 * @node: the element the problem is about
 *
 * Appends "NAME:LINE:COLUMN: message" as a line of its own.
 */
void
tsr_xml_problem (GString       *problems,
                 const char    *name,
                 const xmlNode *node,
                 const char    *format,
                 ...)
{
  g_autofree char *message = NULL;
  guint line, column;
  va_list args;

  va_start (args, format);
  message = g_strdup_vprintf (format, args);
  va_end (args);

  tsr_xml_node_position (node, &line, &column);
  append_line (problems, name, line, column, message);
}

/* What the parser needs besides libxml2's context: where errors go, and
 * the input itself, to find where each element starts. */
typedef struct
{
  TsrXmlErrorSink           sink;
  const char               *data;
  gsize                     length;
  GArray                   *line_starts;   /* gsize offset of each line */
  startElementNsSAX2Func    start_element;
  guint                     doctype_line;  /* where a DOCTYPE was met, or 0 */
  int                       single_byte;   /* one character a byte, or -1 before the first element */
  gsize                     last_line;     /* the previous element's line, or G_MAXSIZE */
  gsize                     last_offset;   /* ... the offset of its "<" */
  gsize                     last_column;   /* ... and its column */
} Reader;

static void
collect_parser_error (void        *user_data,
                      xmlErrorPtr  error)
{
  xmlParserCtxt *ctxt = user_data;
  Reader *reader = ctxt->_private;

  tsr_xml_error_sink_add (&reader->sink, error);
}

/* Element positions are packed into the node's _private pointer: the line
 * in the high bits, the column in the low ones. */
#if GLIB_SIZEOF_VOID_P >= 8
# define COLUMN_BITS 24
#else
# define COLUMN_BITS 10
#endif
#define COLUMN_MASK ((G_GUINT64_CONSTANT (1) << COLUMN_BITS) - 1)

static gsize
line_of (GArray *line_starts,
         gsize   offset)
{
  gsize low = 0, high = line_starts->len;

  /* The last line starting at or before offset. */
  while (high - low > 1)
    {
      gsize mid = (low + high) / 2;

      if (g_array_index (line_starts, gsize, mid) <= offset)
        low = mid;
      else
        high = mid;
    }

  return low;
}

/* Whether @encoding gives one character per byte (ISO-8859-1, KOI8-R,
 * windows-1250…), so that a column is a byte and not a UTF-8 lead byte:
 * no byte alone is the start of a longer sequence. */
static gboolean
encoding_is_single_byte (const char *encoding)
{
  GIConv conv = g_iconv_open ("UTF-8", encoding);
  gboolean single = TRUE;

  if (conv == (GIConv) -1)
    return FALSE;

  for (guint byte = 0x80; byte <= 0xff && single; byte++)
    {
      char in[1] = { (char) byte }, out[8];
      char *in_p = in, *out_p = out;
      gsize in_left = 1, out_left = sizeof out;

      g_iconv (conv, NULL, NULL, NULL, NULL);
      if (g_iconv (conv, &in_p, &in_left, &out_p, &out_left) == (gsize) -1 && errno == EINVAL)
        single = FALSE;
    }

  g_iconv_close (conv);
  return single;
}

/* Records where an element's start tag begins.  libxml2 only knows the
 * line where the tag ended, so this scans back from the parser's position
 * in the original input to the tag's "<" (a tag holds no other "<"). */
static void
start_element (void           *ctx,
               const xmlChar  *localname,
               const xmlChar  *prefix,
               const xmlChar  *uri,
               int             nb_namespaces,
               const xmlChar **namespaces,
               int             nb_attributes,
               int             nb_defaulted,
               const xmlChar **attributes)
{
  xmlParserCtxt *ctxt = ctx;
  Reader *reader = ctxt->_private;
  long consumed;
  gsize offset, line, from, column = 1;

  reader->start_element (ctx, localname, prefix, uri, nb_namespaces, namespaces,
                         nb_attributes, nb_defaulted, attributes);
  if (ctxt->node == NULL)
    return;

  /* The parser may have consumed the whole input: the last byte is the
   * last one to look at. */
  consumed = xmlByteConsumed (ctxt);
  offset = consumed < 0 ? 0 : MIN ((gsize) consumed, reader->length - 1);
  while (offset > 0 && reader->data[offset] != '<')
    offset--;

  /* The encoding is known by the first element: its declaration, if
   * any, comes before. */
  if (reader->single_byte < 0)
    reader->single_byte = ctxt->input->buf != NULL && ctxt->input->buf->encoder != NULL &&
                          encoding_is_single_byte (ctxt->input->buf->encoder->name);

  /* Counting goes on from the previous element on the same line, so that
   * a document written on one line costs its length, not its length for
   * every element. */
  line = line_of (reader->line_starts, offset);
  from = g_array_index (reader->line_starts, gsize, line);
  if (reader->last_line == line && reader->last_offset <= offset)
    {
      from = reader->last_offset;
      column = reader->last_column;
    }
  for (gsize i = from; i < offset; i++)
    if (reader->single_byte || ((guchar) reader->data[i] & 0xc0) != 0x80)
      column++;
  reader->last_line = line;
  reader->last_offset = offset;
  reader->last_column = column;

  ctxt->node->_private = GSIZE_TO_POINTER (((guint64) (line + 1) << COLUMN_BITS) |
                                           MIN (column, COLUMN_MASK));
}

/**
 * tsr_xml_node_position:
 * @node: an element of a document read by tsr_xml_read()
 * @line: (out): the line its start tag begins on, from 1
 * @column: (out): the column of its "<", from 1, in characters
 */
void
tsr_xml_node_position (const xmlNode *node,
                       guint         *line,
                       guint         *column)
{
  guint64 packed = GPOINTER_TO_SIZE (node->_private);

  if (packed == 0)
    {
      *line = xmlGetLineNo ((xmlNode *) node);
      *column = 1;
      return;
    }

  *line = packed >> COLUMN_BITS;
  *column = packed & COLUMN_MASK;
}

/* The prolog scan of tsr-xml-input.c misses a DOCTYPE only in a file
 * whose encoding it cannot read (EBCDIC, say).  libxml2 reports the
 * declaration here, before it reads the internal subset: the parser stops
 * at once, so no entity is declared, let alone expanded. */
static void
refuse_internal_subset (void          *ctx,
                        const xmlChar *name,
                        const xmlChar *external_id,
                        const xmlChar *system_id)
{
  xmlParserCtxt *ctxt = ctx;
  Reader *reader = ctxt->_private;
  const xmlChar *p = ctxt->input->cur;
  guint line = ctxt->input->line;

  /* The parser is past the name and identifiers; the declaration starts
   * at the "<!" before them. */
  while (p > ctxt->input->base && !(p[0] == '<' && p[1] == '!'))
    line -= *--p == '\n';

  reader->doctype_line = MAX (line, 1);
  xmlStopParser (ctxt);
}

static void
ignore_generic_error (void       *ctx,
                      const char *message,
                      ...)
{
}

static void
set_doctype_error (GError     **error,
                   const char  *name,
                   guint        line)
{
  g_set_error (error, TSR_XML_ERROR, TSR_XML_ERROR_DOCTYPE,
               /* Translators: %s:%u is FILE:LINE */
               _("%s:%u:1: the file has a DOCTYPE declaration; expected none, Tessera's files "
                 "declare no entities"), name, line);
}

/**
 * tsr_xml_read:
 * @data: the document's bytes
 * @length: their length
 * @name: what to call the document in error messages (usually its path)
 * @error: return location for a #TSR_XML_ERROR error
 *
 * Parses a well-formed XML document with the safe options above.  A
 * document with a DOCTYPE declaration is refused before any of it is
 * parsed (%TSR_XML_ERROR_DOCTYPE).
 *
 * Returns: (transfer full): the document, or %NULL with @error set to
 *   one line per problem found.
 */
xmlDoc *
tsr_xml_read (const char  *data,
              gsize        length,
              const char  *name,
              GError     **error)
{
  g_autoptr(GString) messages = g_string_new (NULL);
  g_autoptr(GArray) line_starts = g_array_new (FALSE, FALSE, sizeof (gsize));
  g_autofree char *prepared = NULL;
  Reader reader = { { name, messages, NULL }, data, length, line_starts, NULL, 0, -1, G_MAXSIZE, 0, 1 };
  xmlParserCtxt *ctxt;
  xmlDoc *doc;
  gsize start = 0;
  gboolean converted;
  guint doctype;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (length > G_MAXINT)
    {
      g_set_error (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED,
                   "%s: the file is too large to be read", name);
      return NULL;
    }

  if (!tsr_xml_input_prepare (data != NULL ? data : "", length, name, &prepared, &reader.length, &converted, error))
    return NULL;
  if (prepared != NULL)
    reader.data = prepared;

  doctype = tsr_xml_input_doctype_line (reader.data, reader.length);
  if (doctype > 0)
    {
      set_doctype_error (error, name, doctype);
      return NULL;
    }

  /* Some errors (a failed conversion from the encoding a file declares)
   * reach libxml2's global handler, which prints them; the parser context
   * reports them to us as well, with their lines. */
  xmlSetGenericErrorFunc (NULL, ignore_generic_error);

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("libxml2 could not allocate a parser context");

  g_array_append_val (line_starts, start);
  for (gsize i = 0; i < reader.length; i++)
    if (reader.data[i] == '\n')
      {
        start = i + 1;
        g_array_append_val (line_starts, start);
      }

  ctxt->_private = &reader;
  ctxt->sax->serror = collect_parser_error;
  ctxt->sax->internalSubset = refuse_internal_subset;
  reader.start_element = ctxt->sax->startElementNs;
  ctxt->sax->startElementNs = start_element;

  /* Converted from UTF-16, the text is UTF-8 whatever its declaration
   * still says. */
  doc = xmlCtxtReadMemory (ctxt, reader.data != NULL ? reader.data : "", (int) reader.length, name,
                           converted ? "UTF-8" : NULL,
                           TSR_XML_PARSE_OPTIONS | (converted ? XML_PARSE_IGNORE_ENC : 0));

  if (doc != NULL && (!ctxt->wellFormed || reader.doctype_line > 0))
    g_clear_pointer (&doc, xmlFreeDoc);

  if (reader.doctype_line > 0)
    set_doctype_error (error, name, reader.doctype_line);
  else if (doc == NULL)
    {
      if (messages->len == 0)
        g_string_append_printf (messages, "%s: not a well-formed XML document", name);
      g_set_error_literal (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED, messages->str);
    }

  xmlFreeParserCtxt (ctxt);

  return doc;
}
