/* tsr-catalogue.c
 *
 * Tile sets are read from XML (the files in data/tiles, compiled into the core),
 * validated against data/schema/tiles.rng and then checked for meaning: a
 * tile's segments must cover each of its twelve edge ports exactly once,
 * cities cover whole sides, roads and rivers the middle port, and the
 * "edges" attribute must agree with the ports.  A mistake in a tile file
 * is reported with its line, like a mistake in a scenario.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-catalogue.h"
#include "tsr-data.h"
#include "tsr-module.h"
#include "tsr-schema.h"

G_DEFINE_QUARK (tsr-catalogue-error-quark, tsr_catalogue_error)

struct _TsrCatalogue
{
  GPtrArray  *types;     /* TsrTileType, catalogue order */
  GHashTable *by_id;     /* id → TsrTileType */
};

static void
tile_type_free (TsrTileType *type)
{
  for (guint i = 0; i < type->n_segments; i++)
    g_free (type->segments[i].label);
  g_free (type->segments);
  g_free (type->id);
  g_free (type->name);
  g_free (type->set);
  g_free (type);
}

TsrCatalogue *
tsr_catalogue_new (void)
{
  TsrCatalogue *catalogue = g_new0 (TsrCatalogue, 1);

  catalogue->types = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_type_free);
  catalogue->by_id = g_hash_table_new (g_str_hash, g_str_equal);
  return catalogue;
}

void
tsr_catalogue_free (TsrCatalogue *catalogue)
{
  if (catalogue == NULL)
    return;

  g_hash_table_unref (catalogue->by_id);
  g_ptr_array_unref (catalogue->types);
  g_free (catalogue);
}

/* Reading one tile set.  Problems are collected, one line each, so a tile
 * file with several mistakes reports them all. */
typedef struct
{
  const char *name;
  GString    *problems;
} Reader;

#define problem(reader, node, ...) \
  tsr_xml_problem ((reader)->problems, (reader)->name, (node), __VA_ARGS__)

#define get_attr tsr_xml_get_attr

static gboolean
get_bool_attr (xmlNode    *node,
               const char *name)
{
  g_autofree char *value = get_attr (node, name);

  return value != NULL && (strcmp (value, "true") == 0 || strcmp (value, "1") == 0);
}

static int
find_label (const TsrTileType *type,
            const char        *label)
{
  for (guint i = 0; i < type->n_segments; i++)
    if (strcmp (type->segments[i].label, label) == 0)
      return i;

  return -1;
}

/* A symbol is a module's mark, drawn by its art: kept by name. */
static const char *
parse_symbol (const char *text)
{
  return text != NULL ? g_intern_string (text) : NULL;
}

/* Resolves a list of segment labels into a mask of segment indices; each
 * label must name a segment of one of the allowed kinds. */
static guint16
resolve_labels (Reader            *reader,
                xmlNode           *node,
                const TsrTileType *type,
                const char        *attr,
                guint              allowed_kinds)
{
  g_autofree char *value = get_attr (node, attr);
  g_auto(GStrv) labels = NULL;
  guint16 mask = 0;

  if (value == NULL)
    return 0;

  labels = g_strsplit_set (value, " \t\n", -1);
  for (guint i = 0; labels[i] != NULL; i++)
    {
      int index;

      if (*labels[i] == '\0')
        continue;
      index = find_label (type, labels[i]);
      if (index < 0)
        problem (reader, node, "%s: “%s” names no segment of %s", attr, labels[i], type->id);
      else if (!(allowed_kinds & (1u << type->segments[index].kind)))
        problem (reader, node, "%s: “%s” is a %s, which %s cannot refer to",
                 attr, labels[i], tsr_feature_kind_to_string (type->segments[index].kind), attr);
      else
        mask |= 1u << index;
    }

  return mask;
}

static gboolean
parse_ports (const char *text,
             guint16    *ports)
{
  g_auto(GStrv) names = g_strsplit_set (text, " \t\n", -1);

  *ports = 0;
  for (guint i = 0; names[i] != NULL; i++)
    {
      TsrPort port;

      if (*names[i] == '\0')
        continue;
      if (!tsr_port_from_string (names[i], &port) || port == TSR_PORT_SPAN)
        return FALSE;
      *ports |= 1u << port;
    }

  return TRUE;
}

/* The shape rules every segment follows, whatever its tile. */
static void
check_segment_shape (Reader           *reader,
                     xmlNode          *node,
                     const TsrSegment *segment)
{
  const char *kind = tsr_feature_kind_to_string (segment->kind);
  gboolean centre = (segment->ports & (1u << TSR_PORT_C)) != 0;

  if (TSR_FEATURE_IS_CLOISTER (segment->kind))
    {
      if (segment->ports != (1u << TSR_PORT_C))
        problem (reader, node, "a %s stands on the centre: its ports must be “C”", kind);
      return;
    }

  if (centre)
    problem (reader, node, "only a feature at the centre (a monastery) can use the port C");

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      guint bits = (segment->ports >> (3 * side)) & 0x7;

      if (bits == 0)
        continue;
      if (tsr_feature_kind_has (segment->kind, TSR_FEATURE_WHOLE) && bits != 0x7)
        problem (reader, node, "a city side covers all three ports of the side (%s)",
                 tsr_port_to_string (tsr_side_port (side, 0)));
      if (tsr_feature_kind_has (segment->kind, TSR_FEATURE_LINE) && bits != 0x2)
        problem (reader, node, "a %s covers only the middle port of a side (%s)",
                 kind, tsr_port_to_string (tsr_side_port (side, 1)));
    }

  if (segment->pennants > 0 && segment->kind != TSR_FEATURE_CITY)
    problem (reader, node, "only a city can carry a pennant");
}

static TsrEdge
edge_of_kind (TsrFeatureKind kind)
{
  static const TsrEdge edges[TSR_N_FEATURE_KINDS] = {
    [TSR_FEATURE_CITY] = TSR_EDGE_CITY, [TSR_FEATURE_ROAD] = TSR_EDGE_ROAD,
    [TSR_FEATURE_FIELD] = TSR_EDGE_FIELD, [TSR_FEATURE_RIVER] = TSR_EDGE_RIVER,
  };

  return kind < TSR_N_FEATURE_KINDS && !TSR_FEATURE_IS_CLOISTER (kind) ? edges[kind] : TSR_EDGE_NONE;
}

/* Fills the per-rotation tables the board uses for matching. */
static void
derive_tables (TsrTileType *type)
{
  for (guint rotation = 0; rotation < 4; rotation++)
    {
      memset (type->port_segment[rotation], -1, sizeof type->port_segment[rotation]);
      for (guint s = 0; s < type->n_segments; s++)
        {
          guint16 ports = tsr_ports_rotate (type->segments[s].ports, rotation);

          for (guint p = 0; p < TSR_N_PORTS; p++)
            if (ports & (1u << p))
              type->port_segment[rotation][p] = s;
        }

      type->signature[rotation] = 0;
      for (TsrSide side = 0; side < TSR_N_SIDES; side++)
        {
          int middle = type->port_segment[rotation][tsr_side_port (side, 1)];
          TsrEdge edge = TSR_EDGE_NONE;

          if (type->wildcard)
            edge = TSR_EDGE_WILDCARD;
          else if (middle >= 0)
            edge = edge_of_kind (type->segments[middle].kind);
          type->edges[rotation][side] = edge;
          type->signature[rotation] |= edge << (4 * side);
        }
    }
}

static void
check_coverage (Reader            *reader,
                xmlNode           *node,
                const TsrTileType *type)
{
  guint16 seen = 0;

  for (guint s = 0; s < type->n_segments; s++)
    {
      guint16 overlap = seen & type->segments[s].ports;

      for (guint p = 0; p < TSR_N_PORTS; p++)
        if (overlap & (1u << p))
          problem (reader, node, "%s: the port %s belongs to two segments",
                   type->id, tsr_port_to_string (p));
      seen |= type->segments[s].ports;
    }

  if (type->wildcard)
    {
      if (seen & 0x0fff)
        problem (reader, node, "%s: a wildcard tile has no segments on its sides", type->id);
      return;
    }

  for (guint p = 0; p < TSR_N_EDGE_PORTS; p++)
    if (!(seen & (1u << p)))
      problem (reader, node, "%s: no segment covers the port %s", type->id, tsr_port_to_string (p));
}

static void
check_edges (Reader            *reader,
             xmlNode           *node,
             const TsrTileType *type)
{
  g_autofree char *stated = get_attr (node, "edges");
  g_autoptr(GString) derived = g_string_new (NULL);

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      if (side > 0)
        g_string_append_c (derived, ' ');
      g_string_append (derived, tsr_edge_to_string (type->edges[0][side]));
    }

  if (g_strcmp0 (stated, derived->str) != 0)
    problem (reader, node, "%s: edges=\"%s\" but the segments give \"%s\"",
             type->id, stated, derived->str);
}

/* Where a feature at the centre is drawn: the grammar lets through only
 * the eight directions. */
static TsrNear
parse_near (const char *near)
{
  static const char *const names[] = { "N", "NE", "E", "SE", "S", "SW", "W", "NW" };

  for (guint i = 0; near != NULL && i < G_N_ELEMENTS (names); i++)
    if (strcmp (near, names[i]) == 0)
      return TSR_NEAR_N + i;

  return TSR_NEAR_CENTRE;
}

/* The tiles a tile of an edition takes the copy of: one of the same set
 * that is in every edition. */
static void
resolve_replaced (Reader    *reader,
                  xmlNode   *root,
                  GPtrArray *types)
{
  guint i = 0;

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      TsrTileType *type;
      g_autofree char *replaces = NULL;

      if (node->type != XML_ELEMENT_NODE)
        continue;
      type = g_ptr_array_index (types, i++);
      replaces = get_attr (node, "replaces");
      if (replaces == NULL)
        continue;
      if (type->edition == 0)
        problem (reader, node, "%s: a tile that takes the copy of another belongs to an edition (edition=\"2\")",
                 type->id);
      for (guint j = 0; j < types->len && type->replaces == NULL; j++)
        {
          const TsrTileType *other = g_ptr_array_index (types, j);

          if (strcmp (other->id, replaces) == 0 && other->edition == 0 && other != type)
            type->replaces = other;
        }
      if (type->replaces == NULL)
        problem (reader, node, "%s: replaces=\"%s\" names no tile of this set that is in every edition",
                 type->id, replaces);
      else if (type->replaces->taken[type->edition] + type->count > type->replaces->count)
        problem (reader, node, "%s: it takes %u copies of %s, which has only %u left", type->id, type->count,
                 replaces, type->replaces->count - type->replaces->taken[type->edition]);
      else
        ((TsrTileType *) type->replaces)->taken[type->edition] += type->count;
    }
}

static TsrTileType *
read_tile (Reader     *reader,
           xmlNode    *node,
           const char *set)
{
  TsrTileType *type = g_new0 (TsrTileType, 1);
  g_autofree char *count = get_attr (node, "count");
  g_autofree char *symbol = get_attr (node, "symbol");
  g_autofree char *edition = get_attr (node, "edition");
  g_autofree char *prefix = g_strconcat (set, ".", NULL);
  GArray *segments = g_array_new (FALSE, TRUE, sizeof (TsrSegment));
  g_autoptr(GPtrArray) segment_nodes = g_ptr_array_new ();

  type->id = get_attr (node, "id");
  type->name = get_attr (node, "name");
  type->set = g_strdup (set);
  /* The grammar has made sure it is a positive whole number. */
  type->count = (guint) MIN (g_ascii_strtoull (count, NULL, 10), TSR_TILE_MAX_COPIES + 1);
  if (type->count > TSR_TILE_MAX_COPIES)
    problem (reader, node, "count=\"%s\": expected a number from 1 to %d", count, TSR_TILE_MAX_COPIES);
  type->start = get_bool_attr (node, "start");
  type->placeholder = get_bool_attr (node, "placeholder");
  type->wildcard = get_bool_attr (node, "wildcard");
  type->symbol = parse_symbol (symbol);
  if (edition != NULL)
    /* The grammar has made sure it is 1 or 2. */
    type->edition = (guint8) g_ascii_strtoull (edition, NULL, 10);

  if (!g_str_has_prefix (type->id, prefix))
    problem (reader, node, "the tile id “%s” must start with the set's “%s”", type->id, prefix);

  for (xmlNode *child = node->children; child != NULL; child = child->next)
    {
      TsrSegment segment = { 0 };
      g_autofree char *ports = NULL;
      g_autofree char *end = NULL;
      g_autofree char *seg_symbol = NULL;
      g_autofree char *near = NULL;

      if (child->type != XML_ELEMENT_NODE)
        continue;

      if (segments->len >= TSR_MAX_SEGMENTS)
        {
          problem (reader, child, "%s: a tile has at most %d segments", type->id, TSR_MAX_SEGMENTS);
          break;
        }

      tsr_feature_kind_from_string ((const char *) child->name, &segment.kind);
      segment.label = get_attr (child, "id");
      ports = get_attr (child, "ports");
      if (!parse_ports (ports, &segment.ports))
        problem (reader, child, "“%s” is not a list of ports", ports);
      segment.pennants = get_bool_attr (child, "pennant") ? 1 : 0;
      end = get_attr (child, "end");
      segment.end = end == NULL ? TSR_END_NONE
                        : strcmp (end, "spring") == 0 ? TSR_END_SPRING
                        : TSR_END_LAKE;
      seg_symbol = get_attr (child, "symbol");
      segment.symbol = parse_symbol (seg_symbol);
      near = get_attr (child, "near");
      segment.near = parse_near (near);
      segment.ends_at = TSR_ENDS_NOWHERE;

      for (guint i = 0; i < segments->len; i++)
        if (strcmp (g_array_index (segments, TsrSegment, i).label, segment.label) == 0)
          problem (reader, child, "%s: two segments are called “%s”", type->id, segment.label);

      check_segment_shape (reader, child, &segment);
      g_array_append_val (segments, segment);
      g_ptr_array_add (segment_nodes, child);
    }

  type->n_segments = segments->len;
  type->segments = (TsrSegment *) (void *) g_array_free (segments, FALSE);

  /* References between segments, now that every label is known. */
  for (guint s = 0; s < type->n_segments; s++)
    {
      TsrSegment *segment = &type->segments[s];
      xmlNode *child = g_ptr_array_index (segment_nodes, s);
      g_autofree char *ends_at = get_attr (child, "ends-at");

      segment->borders = resolve_labels (reader, child, type, "borders", 1u << TSR_FEATURE_CITY);
      segment->touches = resolve_labels (reader, child, type, "touches",
                                         (1u << TSR_FEATURE_ROAD) | (1u << TSR_FEATURE_FIELD) |
                                         (1u << TSR_FEATURE_CITY));
      if (ends_at != NULL)
        {
          if (strcmp (ends_at, "junction") == 0)
            segment->ends_at = TSR_ENDS_AT_JUNCTION;
          else
            {
              int target = find_label (type, ends_at);

              if (target < 0 || (guint) target == s)
                problem (reader, child, "ends-at: “%s” names no other segment of %s", ends_at, type->id);
              else
                segment->ends_at = target;
            }
        }
    }

  check_coverage (reader, node, type);
  derive_tables (type);
  check_edges (reader, node, type);

  return type;
}

/**
 * tsr_catalogue_load:
 * @catalogue: the catalogue to add to
 * @data: a tile set document (the files in data/tiles format)
 * @length: its length
 * @name: its name for error messages
 * @error: return location for a #GError
 *
 * Adds the tile types of one tile set.  Nothing is added when the file has
 * any problem; @error then lists them all.
 *
 * Returns: %TRUE on success
 */
gboolean
tsr_catalogue_load (TsrCatalogue  *catalogue,
                    const char    *data,
                    gsize          length,
                    const char    *name,
                    GError       **error)
{
  g_autoptr(xmlDoc) doc = NULL;
  g_autoptr(GString) problems = g_string_new (NULL);
  g_autoptr(GPtrArray) types = g_ptr_array_new_with_free_func ((GDestroyNotify) tile_type_free);
  g_autoptr(GHashTable) ids = g_hash_table_new (g_str_hash, g_str_equal);
  Reader reader = { name, problems };
  g_autofree char *set = NULL;
  xmlNode *root;
  gboolean has_start = FALSE;

  g_return_val_if_fail (catalogue != NULL, FALSE);

  doc = tsr_xml_read (data, length, name, error);
  if (doc == NULL || !tsr_schema_validate (doc, "schema/tiles.rng", name, error))
    return FALSE;

  root = xmlDocGetRootElement (doc);
  set = get_attr (root, "id");

  for (xmlNode *node = root->children; node != NULL; node = node->next)
    {
      TsrTileType *type;

      if (node->type != XML_ELEMENT_NODE)
        continue;

      type = read_tile (&reader, node, set);
      if (g_hash_table_contains (catalogue->by_id, type->id) ||
          g_hash_table_contains (ids, type->id))
        problem (&reader, node, "the tile id “%s” is used twice", type->id);
      if (type->start && has_start)
        problem (&reader, node, "a tile set has one start tile; %s is a second", type->id);
      has_start |= type->start;
      g_hash_table_add (ids, type->id);
      g_ptr_array_add (types, type);
    }

  resolve_replaced (&reader, root, types);

  if (problems->len > 0)
    {
      g_set_error_literal (error, TSR_CATALOGUE_ERROR, TSR_CATALOGUE_ERROR_INVALID, problems->str);
      return FALSE;
    }

  for (guint i = 0; i < types->len; i++)
    {
      TsrTileType *type = g_ptr_array_index (types, i);

      type->index = catalogue->types->len;
      g_ptr_array_add (catalogue->types, type);
      g_hash_table_insert (catalogue->by_id, type->id, type);
    }
  g_ptr_array_set_free_func (types, NULL);

  return TRUE;
}

static gboolean
load_file (gpointer     target,
           const char  *data,
           gsize        length,
           const char  *name,
           GError     **error)
{
  return tsr_catalogue_load (target, data, length, name, error);
}

/* The tile set of every module registered, in module order. */
static gpointer
load_builtin (gpointer data)
{
  TsrCatalogue *catalogue = tsr_catalogue_new ();
  g_autoptr(GPtrArray) sets = g_ptr_array_new ();

  for (guint i = 0; i < tsr_module_count (); i++)
    if (tsr_module_get (i)->tile_set != NULL)
      g_ptr_array_add (sets, (gpointer) tsr_module_get (i)->tile_set);
  g_ptr_array_add (sets, NULL);
  tsr_data_load_each ("tiles", (const char * const *) sets->pdata, load_file, catalogue);
  return catalogue;
}

/**
 * tsr_catalogue_get_default:
 *
 * Returns: (transfer none): the catalogue of the tile sets of every module,
 *   loaded on first use and kept for the life of the process
 */
TsrCatalogue *
tsr_catalogue_get_default (void)
{
  static GOnce once = G_ONCE_INIT;

  return g_once (&once, load_builtin, NULL);
}

guint
tsr_catalogue_get_n_types (const TsrCatalogue *catalogue)
{
  return catalogue->types->len;
}

const TsrTileType *
tsr_catalogue_get_type (const TsrCatalogue *catalogue,
                        guint               index)
{
  g_return_val_if_fail (index < catalogue->types->len, NULL);

  return g_ptr_array_index (catalogue->types, index);
}

const TsrTileType *
tsr_catalogue_lookup (const TsrCatalogue *catalogue,
                      const char         *id)
{
  return g_hash_table_lookup (catalogue->by_id, id);
}

/**
 * tsr_catalogue_list_set:
 *
 * Returns: (transfer container): the tile types of @set in file order
 */
GPtrArray *
tsr_catalogue_list_set (const TsrCatalogue *catalogue,
                        const char         *set)
{
  GPtrArray *types = g_ptr_array_new ();

  for (guint i = 0; i < catalogue->types->len; i++)
    {
      TsrTileType *type = g_ptr_array_index (catalogue->types, i);

      if (strcmp (type->set, set) == 0)
        g_ptr_array_add (types, type);
    }

  return types;
}

const TsrTileType *
tsr_catalogue_get_start (const TsrCatalogue *catalogue,
                         const char         *set)
{
  for (guint i = 0; i < catalogue->types->len; i++)
    {
      TsrTileType *type = g_ptr_array_index (catalogue->types, i);

      if (type->start && strcmp (type->set, set) == 0)
        return type;
    }

  return NULL;
}
