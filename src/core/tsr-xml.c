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

#include <libxml/parser.h>
#include <libxml/xmlerror.h>

#include "tsr-xml.h"

G_DEFINE_QUARK (tsr-xml-error-quark, tsr_xml_error)

#define TSR_XML_PARSE_OPTIONS (XML_PARSE_NONET | XML_PARSE_NOCDATA | \
                               XML_PARSE_NOERROR | XML_PARSE_NOWARNING)

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

  if (error->level == XML_ERR_WARNING)
    return;

  message = g_strstrip (g_strdup (error->message != NULL ? error->message : "unknown error"));
  if (sink->messages->len > 0)
    g_string_append_c (sink->messages, '\n');
  if (error->int2 > 0)
    g_string_append_printf (sink->messages, "%s:%d:%d: %s",
                            sink->name, error->line, error->int2, message);
  else
    g_string_append_printf (sink->messages, "%s:%d: %s",
                            sink->name, error->line, message);
}

static void
collect_parser_error (void        *user_data,
                      xmlErrorPtr  error)
{
  xmlParserCtxt *ctxt = user_data;

  tsr_xml_error_sink_add (ctxt->_private, error);
}

/**
 * tsr_xml_read:
 * @data: the document's bytes
 * @length: their length
 * @name: what to call the document in error messages (usually its path)
 * @error: return location for a #TSR_XML_ERROR_MALFORMED error
 *
 * Parses a well-formed XML document with the safe options above.
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
  TsrXmlErrorSink sink = { name, messages };
  xmlParserCtxt *ctxt;
  xmlDoc *doc;

  g_return_val_if_fail (data != NULL || length == 0, NULL);
  g_return_val_if_fail (name != NULL, NULL);

  if (length > G_MAXINT)
    {
      g_set_error (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED,
                   "%s: the file is too large to be read", name);
      return NULL;
    }

  ctxt = xmlNewParserCtxt ();
  if (ctxt == NULL)
    g_error ("libxml2 could not allocate a parser context");

  ctxt->_private = &sink;
  ctxt->sax->serror = collect_parser_error;

  doc = xmlCtxtReadMemory (ctxt, data != NULL ? data : "", (int) length,
                           name, NULL, TSR_XML_PARSE_OPTIONS);

  if (doc != NULL && !ctxt->wellFormed)
    g_clear_pointer (&doc, xmlFreeDoc);

  if (doc == NULL)
    {
      if (messages->len == 0)
        g_string_append_printf (messages, "%s: not a well-formed XML document", name);
      g_set_error_literal (error, TSR_XML_ERROR, TSR_XML_ERROR_MALFORMED, messages->str);
    }

  xmlFreeParserCtxt (ctxt);

  return doc;
}
