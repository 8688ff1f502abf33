/* tsr-schema.c: the RELAX NG grammars in data/schema, and what they say
 *
 * A grammar is read from the data once and kept for the life of the
 * process; a parsed grammar is only read while validating, so one copy
 * serves every caller.
 *
 * The scenario grammar is the core's (schema/scenario.rng) with the part
 * of every registered module (schema/ID.rng) merged into it: a part adds
 * to the core's extension points, defines it combines by choice (a board
 * element, an action, a figure kind) or by interleave (an attribute of
 * <player> or <figure>).  It is the one description of which elements and
 * attributes a scenario file may have: besides validating, it answers
 * which children an element may have and which attributes, for messages
 * that say what was expected, and which modules brought each in, so a
 * file using a module's element or attribute without the module in play
 * is told which to switch on.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <libxml/relaxng.h>

#include "tsr-data.h"
#include "tsr-module.h"
#include "tsr-schema.h"

#define RNG_NS "http://relaxng.org/ns/structure/1.0"

/* What the grammar says of an element at one place of a document: its
 * path of element names from the root, "scenario/board/figure". */
typedef struct
{
  GPtrArray  *attributes;  /* char *, grammar order */
  GPtrArray  *children;    /* char *, grammar order */
  gboolean    text;        /* it may hold text */
  GHashTable *owners;      /* "@attribute" or "child" → OWNERS() of who brought it in */
} Shape;

/* Who brought a name in: a bit per module, or the core's own bit (the
 * name needs no module). */
#define CORE_OWNER (G_GUINT64_CONSTANT (1) << TSR_MAX_MODULES)

typedef struct
{
  xmlRelaxNG *compiled;
  GHashTable *shapes;      /* path → Shape */
} Schema;

G_LOCK_DEFINE_STATIC (schemas);
static GHashTable *schemas;

static gboolean
is_rng (const xmlNode *node,
        const char    *name)
{
  return node->type == XML_ELEMENT_NODE && node->ns != NULL &&
         strcmp ((const char *) node->ns->href, RNG_NS) == 0 &&
         (name == NULL || strcmp ((const char *) node->name, name) == 0);
}

static xmlDoc *
read_grammar (const char *path,
              gboolean    required)
{
  g_autoptr(GError) error = NULL;
  g_autoptr(GBytes) bytes = tsr_data_lookup (path, &error);
  xmlDoc *doc;
  gsize length;
  const char *data;

  /* The grammars are part of Tessera or of a module; a missing or broken
   * one is a programmer's error, not something a user can cause. */
  if (bytes == NULL)
    {
      if (required)
        g_error ("%s", error->message);
      return NULL;
    }

  data = g_bytes_get_data (bytes, &length);
  doc = xmlReadMemory (data, (int) length, path, NULL, XML_PARSE_NONET | XML_PARSE_NOERROR | XML_PARSE_NOWARNING);
  if (doc == NULL || xmlDocGetRootElement (doc) == NULL || !is_rng (xmlDocGetRootElement (doc), "grammar"))
    g_error ("The grammar data/%s does not parse", path);

  return doc;
}

/* Adds the defines of every registered module's part of the grammar,
 * noting in @owners (define → module index + 1) whose each is. */
static void
merge_module_parts (xmlDoc     *doc,
                    GHashTable *owners)
{
  xmlNode *grammar = xmlDocGetRootElement (doc);

  for (guint i = 0; i < tsr_module_count (); i++)
    {
      g_autofree char *path = g_strdup_printf ("schema/%s.rng", tsr_module_get (i)->id);
      g_autoptr(xmlDoc) part = read_grammar (path, FALSE);

      if (part == NULL)
        continue;
      for (xmlNode *node = xmlDocGetRootElement (part)->children; node != NULL; node = node->next)
        if (is_rng (node, "define"))
          {
            xmlNode *copy = xmlAddChild (grammar, xmlDocCopyNode (node, doc, 1));

            g_hash_table_insert (owners, copy, GUINT_TO_POINTER (i + 1));
          }
    }
}

/* Reading the grammar for messages */

typedef struct
{
  GHashTable *defines;     /* name → GPtrArray of xmlNode <define> */
  GHashTable *owners;      /* xmlNode <define> → module index + 1, for modules' */
  GHashTable *shapes;
  GHashTable *walked;      /* "path\ndefine node\nowner" already walked */
} Walk;

static void
shape_free (Shape *shape)
{
  g_ptr_array_unref (shape->attributes);
  g_ptr_array_unref (shape->children);
  g_hash_table_unref (shape->owners);
  g_free (shape);
}

/* Adds @name to the shape's children or attributes (@key starting with
 * "@"), brought in by @owner. */
static void
add_name (Shape      *shape,
          const char *key,
          guint64     owner)
{
  GPtrArray *names = *key == '@' ? shape->attributes : shape->children;
  const char *name = *key == '@' ? key + 1 : key;
  guint64 *owners = g_hash_table_lookup (shape->owners, key);
  gboolean known = FALSE;

  for (guint i = 0; i < names->len && !known; i++)
    known = strcmp (g_ptr_array_index (names, i), name) == 0;
  if (!known)
    g_ptr_array_add (names, g_strdup (name));

  if (owners == NULL)
    {
      owners = g_new0 (guint64, 1);
      g_hash_table_insert (shape->owners, g_strdup (key), owners);
    }
  *owners |= owner;
}

static Shape *
shape_at (Walk       *walk,
          const char *path)
{
  Shape *shape = g_hash_table_lookup (walk->shapes, path);

  if (shape == NULL)
    {
      shape = g_new0 (Shape, 1);
      shape->attributes = g_ptr_array_new_with_free_func (g_free);
      shape->children = g_ptr_array_new_with_free_func (g_free);
      shape->owners = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, g_free);
      g_hash_table_insert (walk->shapes, g_strdup (path), shape);
    }

  return shape;
}

static void walk_pattern (Walk       *walk,
                          xmlNode    *node,
                          const char *path,
                          guint64     owner);

static void
walk_children (Walk       *walk,
               xmlNode    *node,
               const char *path,
               guint64     owner)
{
  for (xmlNode *child = node->children; child != NULL; child = child->next)
    if (is_rng (child, NULL))
      walk_pattern (walk, child, path, owner);
}

/* Collects, for the element at @path, the attributes and child elements
 * the pattern @node allows, following references; @owner brought the
 * pattern in.  What a module's define says belongs to that module, down
 * to what it refers to of the core's; what it refers to of another
 * module's belongs to the other. */
static void
walk_pattern (Walk       *walk,
              xmlNode    *node,
              const char *path,
              guint64     owner)
{
  g_autofree char *name = (char *) xmlGetProp (node, (const xmlChar *) "name");
  const char *what = (const char *) node->name;

  if (strcmp (what, "element") == 0 && name != NULL)
    {
      g_autofree char *inner = *path != '\0' ? g_strdup_printf ("%s/%s", path, name) : g_strdup (name);

      if (*path != '\0')
        add_name (shape_at (walk, path), name, owner);
      shape_at (walk, inner);
      walk_children (walk, node, inner, owner);
    }
  else if (strcmp (what, "attribute") == 0 && name != NULL)
    {
      g_autofree char *key = g_strconcat ("@", name, NULL);

      add_name (shape_at (walk, path), key, owner);
    }
  else if (strcmp (what, "ref") == 0 && name != NULL)
    {
      GPtrArray *defines = g_hash_table_lookup (walk->defines, name);

      if (defines == NULL)
        return;
      for (guint i = 0; i < defines->len; i++)
        {
          xmlNode *define = g_ptr_array_index (defines, i);
          guint module = GPOINTER_TO_UINT (g_hash_table_lookup (walk->owners, define));
          guint64 by = module > 0 ? G_GUINT64_CONSTANT (1) << (module - 1) : owner;
          char *key = g_strdup_printf ("%s\n%p\n%" G_GUINT64_FORMAT, path, (gpointer) define, by);

          if (g_hash_table_add (walk->walked, key))
            walk_children (walk, define, path, by);
        }
    }
  else if (strcmp (what, "text") == 0 || strcmp (what, "value") == 0 || strcmp (what, "data") == 0)
    {
      /* Attributes are not walked into: this is the element's content. */
      if (*path != '\0')
        shape_at (walk, path)->text = TRUE;
    }
  else
    walk_children (walk, node, path, owner);
}

static GHashTable *
read_shapes (xmlDoc     *doc,
             GHashTable *owners)
{
  Walk walk = { 0 };

  walk.owners = owners;
  walk.defines = g_hash_table_new_full (g_str_hash, g_str_equal, xmlFree, (GDestroyNotify) g_ptr_array_unref);
  walk.shapes = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, (GDestroyNotify) shape_free);
  walk.walked = g_hash_table_new_full (g_str_hash, g_str_equal, g_free, NULL);

  for (xmlNode *node = xmlDocGetRootElement (doc)->children; node != NULL; node = node->next)
    if (is_rng (node, "define"))
      {
        char *name = (char *) xmlGetProp (node, (const xmlChar *) "name");
        GPtrArray *list = g_hash_table_lookup (walk.defines, name);

        if (list == NULL)
          g_hash_table_insert (walk.defines, name, list = g_ptr_array_new ());
        else
          xmlFree (name);
        g_ptr_array_add (list, node);
      }

  for (xmlNode *node = xmlDocGetRootElement (doc)->children; node != NULL; node = node->next)
    if (is_rng (node, "start"))
      walk_children (&walk, node, "", CORE_OWNER);

  g_hash_table_unref (walk.defines);
  g_hash_table_unref (walk.walked);
  return walk.shapes;
}

static Schema *
load_schema (const char *path)
{
  g_autoptr(xmlDoc) doc = read_grammar (path, TRUE);
  g_autoptr(GHashTable) owners = g_hash_table_new (NULL, NULL);
  xmlRelaxNGParserCtxt *ctxt;
  Schema *schema = g_new0 (Schema, 1);

  if (strcmp (path, TSR_SCHEMA_SCENARIO) == 0)
    merge_module_parts (doc, owners);

  schema->shapes = read_shapes (doc, owners);
  /* The parser works on a copy of the document it is given. */
  ctxt = xmlRelaxNGNewDocParserCtxt (doc);
  schema->compiled = xmlRelaxNGParse (ctxt);
  xmlRelaxNGFreeParserCtxt (ctxt);
  if (schema->compiled == NULL)
    g_error ("The grammar data/%s with the modules' parts does not compile", path);

  return schema;
}

static Schema *
get_schema (const char *path)
{
  Schema *schema;

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

static void
collect_validity_error (void        *user_data,
                        xmlErrorPtr  error)
{
  tsr_xml_error_sink_add (user_data, error);
}

/**
 * tsr_schema_validate:
 * @doc: a parsed document
 * @schema: the grammar's path under data/, such as "schema/tiles.rng"
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
  TsrXmlErrorSink sink = { name, messages, NULL };
  xmlRelaxNGValidCtxt *ctxt;
  int result;

  ctxt = xmlRelaxNGNewValidCtxt (get_schema (schema)->compiled);
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

/**
 * tsr_schema_check:
 * @problems: (element-type TsrXmlProblem): receives every problem
 *
 * Validates @doc against @schema, keeping each problem as a record.
 */
void
tsr_schema_check (xmlDoc     *doc,
                  const char *schema,
                  GArray     *problems)
{
  TsrXmlErrorSink sink = { NULL, NULL, problems };
  xmlRelaxNGValidCtxt *ctxt;

  ctxt = xmlRelaxNGNewValidCtxt (get_schema (schema)->compiled);
  xmlRelaxNGSetValidStructuredErrors (ctxt, collect_validity_error, &sink);
  xmlRelaxNGValidateDoc (ctxt, doc);
  xmlRelaxNGFreeValidCtxt (ctxt);
}

/**
 * tsr_schema_children:
 * @path: the element's names from the root, "scenario/board"
 *
 * Returns: (nullable) (element-type utf8): the names of the elements the
 *   grammar allows in it, in the grammar's order; %NULL when the grammar
 *   has no such element
 */
GPtrArray *
tsr_schema_children (const char *schema,
                     const char *path)
{
  Shape *shape = g_hash_table_lookup (get_schema (schema)->shapes, path);

  return shape != NULL ? shape->children : NULL;
}

/**
 * tsr_schema_holds_text:
 * @path: the element's names from the root, "scenario/board"
 *
 * Returns: whether the grammar lets the element at @path hold text
 */
gboolean
tsr_schema_holds_text (const char *schema,
                       const char *path)
{
  Shape *shape = g_hash_table_lookup (get_schema (schema)->shapes, path);

  return shape != NULL && shape->text;
}

/**
 * tsr_schema_attributes:
 *
 * Returns: (nullable) (element-type utf8): the names of the attributes
 *   the grammar allows the element at @path, as tsr_schema_children()
 */
GPtrArray *
tsr_schema_attributes (const char *schema,
                       const char *path)
{
  Shape *shape = g_hash_table_lookup (get_schema (schema)->shapes, path);

  return shape != NULL ? shape->attributes : NULL;
}

/**
 * tsr_schema_owners:
 * @path: the element's names from the root, "scenario/board"
 * @name: a child element's name, or an attribute's after "@"
 *
 * Returns: the modules (a bit each) whose parts of the grammar allow
 *   @name at @path; 0 when the core's own grammar allows it, or nothing
 *   does
 */
guint32
tsr_schema_owners (const char *schema,
                   const char *path,
                   const char *name)
{
  Shape *shape = g_hash_table_lookup (get_schema (schema)->shapes, path);
  const guint64 *owners = shape != NULL ? g_hash_table_lookup (shape->owners, name) : NULL;
  guint64 by = owners != NULL ? *owners : CORE_OWNER;

  return (by & CORE_OWNER) ? 0 : (guint32) by;
}
