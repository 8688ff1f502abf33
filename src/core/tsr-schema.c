/* tsr-schema.c
 *
 * Schemas are read from the data resource once and kept for the life of
 * the process; a parsed schema is only read while validating, so one copy
 * serves every caller.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <libxml/relaxng.h>

#include "tsr-data.h"
#include "tsr-schema.h"

G_LOCK_DEFINE_STATIC (schemas);
static GHashTable *schemas;

static void
collect_validity_error (void        *user_data,
                        xmlErrorPtr  error)
{
  tsr_xml_error_sink_add (user_data, error);
}

static xmlRelaxNG *
load_schema (const char *path)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = tsr_data_lookup (path, &error);
  xmlRelaxNGParserCtxt *ctxt;
  xmlRelaxNG *schema;
  gsize length;
  const char *data;

  /* The schemas are part of Tessera; a missing or broken one is a build
   * error, not something a user can cause. */
  if (bytes == NULL)
    g_error ("%s", error->message);

  data = g_bytes_get_data (bytes, &length);
  ctxt = xmlRelaxNGNewMemParserCtxt (data, (int) length);
  schema = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);
  if (schema == NULL)
    g_error ("The schema data/%s does not parse", path);

  return schema;
}

static xmlRelaxNG *
get_schema (const char *path)
{
  xmlRelaxNG *schema;

  G_LOCK (schemas);
  if (schemas == NULL)
    schemas = g_hash_table_new (g_str_hash, g_str_equal);
  schema = g_hash_table_lookup (schemas, path);
  if (schema == NULL)
    {
      schema = load_schema (path);
      g_hash_table_insert (schemas, g_strdup (path), schema);
    }
  G_UNLOCK (schemas);

  return schema;
}

/**
 * tsr_schema_validate:
 * @doc: a parsed document
 * @schema: the schema's path under data/, such as "schema/tiles.rng"
 * @name: the document's name for error messages
 * @error: return location for a #TSR_XML_ERROR_INVALID error
 *
 * Returns: %TRUE when @doc follows @schema; otherwise %FALSE with @error
 *   listing every problem, one "NAME:LINE: message" per line.
 */
gboolean
tsr_schema_validate (xmlDoc      *doc,
                     const char  *schema,
                     const char  *name,
                     GError     **error)
{
  g_autoptr(GString) messages = g_string_new (NULL);
  TsrXmlErrorSink sink = { name, messages };
  xmlRelaxNGValidCtxt *ctxt;
  int result;

  ctxt = xmlRelaxNGNewValidCtxt (get_schema (schema));
  xmlRelaxNGSetValidStructuredErrors (ctxt, collect_validity_error, &sink);
  result = xmlRelaxNGValidateDoc (ctxt, doc);
  xmlRelaxNGFreeValidCtxt (ctxt);

  if (result == 0)
    return TRUE;

  if (messages->len == 0)
    g_string_append_printf (messages, "%s: does not follow data/%s", name, schema);
  g_set_error_literal (error, TSR_XML_ERROR, TSR_XML_ERROR_INVALID, messages->str);
  return FALSE;
}
