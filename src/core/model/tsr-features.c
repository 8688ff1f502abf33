/* tsr-features.c
 *
 * Union by size with path halving.  Each feature also keeps its members
 * on a circular list (next[]), so walking a feature costs its size and a
 * union is a swap of two links.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tsr-features.h"

typedef struct
{
  guint32          parent;
  guint32          next;    /* the member ring */
  TsrFeatureMember member;
  TsrFeatureData   data;    /* meaningful at roots */
} TsrFeatureElement;

struct _TsrFeatures
{
  GArray *elements;   /* TsrFeatureElement: everything about one element side by side */
  GArray *tile_base;  /* guint32 per board tile: its first element */
};

/* Returns: the element of a segment of the board's @tile. */
guint32
tsr_features_element (const TsrFeatures *features,
                      guint              tile,
                      guint              segment)
{
  return g_array_index (features->tile_base, guint32, tile) + segment;
}

/* The root of the feature of @element, halving the path there: what
 * every look at a feature starts with, inline in this file. */
static inline guint32
find_root (TsrFeatures *features,
           guint32      element)
{
  TsrFeatureElement *elements = (TsrFeatureElement *) (void *) features->elements->data;

  while (elements[element].parent != element)
    {
      elements[element].parent = elements[elements[element].parent].parent;
      element = elements[element].parent;
    }

  return element;
}

/* Returns: the root of the feature of @element */
guint32
tsr_features_find (TsrFeatures *features,
                   guint32      element)
{
  return find_root (features, element);
}

const TsrFeatureData *
tsr_features_get_data (TsrFeatures *features,
                       guint32      element)
{
  return &g_array_index (features->elements, TsrFeatureElement, find_root (features, element)).data;
}

TsrFeatures *
tsr_features_new (void)
{
  TsrFeatures *features = g_new0 (TsrFeatures, 1);

  /* Sized for a whole base game (about six segments a tile), so playing
   * one never reallocates. */
  features->elements = g_array_sized_new (FALSE, FALSE, sizeof (TsrFeatureElement), 512);
  features->tile_base = g_array_sized_new (FALSE, FALSE, sizeof (guint32), 96);
  return features;
}

TsrFeatures *
tsr_features_copy (const TsrFeatures *features)
{
  TsrFeatures *copy = g_new0 (TsrFeatures, 1);

  copy->elements = g_array_copy (features->elements);
  copy->tile_base = g_array_copy (features->tile_base);
  return copy;
}

void
tsr_features_free (TsrFeatures *features)
{
  if (features == NULL)
    return;

  g_array_unref (features->elements);
  g_array_unref (features->tile_base);
  g_free (features);
}

#define ELEMENT(f, e) g_array_index ((f)->elements, TsrFeatureElement, (e))
#define PARENT(f, e)  ELEMENT (f, e).parent
#define NEXT(f, e)    ELEMENT (f, e).next
#define MEMBER(f, e)  ELEMENT (f, e).member
#define DATA(f, e)    ELEMENT (f, e).data
#define N_ELEMENTS(f) ((f)->elements->len)

static void
join (TsrFeatures *features,
      guint32      a,
      guint32      b)
{
  TsrFeatureData *big, *small;
  guint32 tmp;

  a = find_root (features, a);
  b = find_root (features, b);
  if (a == b)
    return;

  if (DATA (features, a).size < DATA (features, b).size)
    {
      tmp = a;
      a = b;
      b = tmp;
    }

  PARENT (features, b) = a;
  big = &DATA (features, a);
  small = &DATA (features, b);
  big->open += small->open;
  big->size += small->size;
  big->pennants += small->pennants;
  big->figures += small->figures;
  big->tokens += small->tokens;
  big->flags |= small->flags;

  /* Splice the two member rings into one. */
  tmp = NEXT (features, a);
  NEXT (features, a) = NEXT (features, b);
  NEXT (features, b) = tmp;
}

static gboolean
joinable (TsrFeatureKind kind)
{
  return tsr_feature_kind_has (kind, TSR_FEATURE_JOINS);
}

/* The distinct segments of a tile touching one side, as a bit mask. */
static guint
segments_on_side (const TsrPlacedTile *tile,
                  TsrSide              side)
{
  guint mask = 0;

  for (guint i = 0; i < 3; i++)
    {
      int s = tsr_placed_tile_segment_at (tile, tsr_side_port (side, i));

      if (s >= 0)
        mask |= 1u << s;
    }

  return mask;
}

/* The sides a set of ports touches, a bit per TsrSide. */
static inline guint
ports_sides (guint16 ports)
{
  return ((ports & 0x007) != 0) | ((ports & 0x038) != 0) << 1 |
         ((ports & 0x1c0) != 0) << 2 | ((ports & 0xe00) != 0) << 3;
}

/* How many sides a side mask holds (no popcount instruction is assumed). */
static inline guint
count_sides (guint sides)
{
  static const guint8 counts[16] = { 0, 1, 1, 2, 1, 2, 2, 3, 1, 2, 2, 3, 2, 3, 3, 4 };

  return counts[sides & 0xf];
}

/**
 * tsr_features_add_tile:
 * @tile: the index on @board of a tile just placed
 *
 * Adds the tile's segments, its span's included, and joins them with the
 * segments facing them.  Tiles must be added in board order.  Every tile
 * has a slot for a span; without one it stays an unused element of its
 * own.
 */
void
tsr_features_add_tile (TsrFeatures    *features,
                       const TsrBoard *board,
                       guint           tile)
{
  const TsrPlacedTile *placed = tsr_board_get_nth (board, tile);
  guint32 base = N_ELEMENTS (features);
  guint n_slots = TSR_PLACED_TILE_SLOTS (placed);
  guint closed = 0;

  g_return_if_fail (tile == features->tile_base->len);

  /* A side facing a tile among the features already is closed, whatever
   * that tile shows; the tile's own segments start with it closed. */
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (placed->around[side] != 0 && placed->around[side] - 1 < tile)
      closed |= 1u << side;

  g_array_append_val (features->tile_base, base);

  /* One resize per array and tile, not an append per segment: this runs
   * for every tile of every playout. */
  g_array_set_size (features->elements, base + n_slots);

  for (guint s = 0; s < n_slots; s++)
    {
      guint32 element = base + s;
      TsrFeatureMember member = { tile, s, 0 };
      TsrFeatureData data = { TSR_N_FEATURE_KINDS, 0, 1, 0, 0, 0, 0 };

      if (tsr_placed_tile_has_segment (placed, s))
        {
          guint16 ports = tsr_placed_tile_segment_ports (placed, s);

          data.kind = tsr_placed_tile_segment_kind (placed, s);
          if (s == TSR_SPAN_SEGMENT (placed))
            member.flags = TSR_MEMBER_SPAN | ((placed->span_flags & TSR_SPAN_NO_TILE) ? TSR_MEMBER_NO_TILE : 0);
          data.pennants = s < placed->type->n_segments ? placed->type->segments[s].pennants : 0;
          if (!TSR_FEATURE_IS_CLOISTER (data.kind))
            data.open = count_sides (ports_sides (ports) & ~closed);
        }

      ELEMENT (features, element) = (TsrFeatureElement) { element, element, member, data };
    }

  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    {
      TsrSide facing = tsr_side_opposite (side);
      int n = (int) placed->around[side] - 1;
      const TsrPlacedTile *neighbour;
      guint32 neighbour_base;
      guint theirs;

      if (!(closed & (1u << side)))
        continue;

      neighbour = tsr_board_get_nth (board, n);
      neighbour_base = g_array_index (features->tile_base, guint32, n);

      /* The neighbour's side facing this tile is closed now too. */
      theirs = segments_on_side (neighbour, facing);
      for (; theirs != 0; theirs &= theirs - 1)
        DATA (features, find_root (features, neighbour_base + __builtin_ctz (theirs))).open--;

      for (guint i = 0; i < 3; i++)
        {
          TsrPort port = tsr_side_port (side, i);
          int s = tsr_placed_tile_segment_at (placed, port);
          int t = tsr_placed_tile_segment_at (neighbour, tsr_port_opposite (port));
          TsrFeatureKind kind;

          if (s < 0 || t < 0)
            continue;
          kind = tsr_placed_tile_segment_kind (placed, s);
          if (kind == tsr_placed_tile_segment_kind (neighbour, t) && joinable (kind))
            join (features, base + s, neighbour_base + t);
        }
    }
}

/**
 * tsr_features_rebuild:
 *
 * Forgets every feature and joins the board's tiles again, in board order.
 * Figures, tokens and flags are not on the board: the caller counts them
 * in again.
 */
void
tsr_features_rebuild (TsrFeatures    *features,
                      const TsrBoard *board)
{
  g_array_set_size (features->elements, 0);
  g_array_set_size (features->tile_base, 0);

  for (guint i = 0; i < tsr_board_get_n_tiles (board); i++)
    tsr_features_add_tile (features, board, i);
}

/* The smallest element of each element's feature: a labelling that does
 * not depend on which element became the root. */
static guint32 *
canonical_labels (TsrFeatures *features)
{
  guint n = N_ELEMENTS (features);
  /* g_new() gives NULL for an empty board, which memset() may not see. */
  guint32 *labels = g_new (guint32, MAX (n, 1));

  memset (labels, 0xff, n * sizeof (guint32));
  for (guint32 e = 0; e < n; e++)
    {
      guint32 member = e;

      if (labels[e] != G_MAXUINT32)
        continue;
      do
        {
          labels[member] = e;
          member = NEXT (features, member);
        }
      while (member != e);
    }

  return labels;
}

/**
 * tsr_features_equal:
 * @difference: (nullable): receives a description of the first difference
 *
 * Compares two feature structures built on the same board: the same
 * partition of segments and the same data per feature.  Used to check
 * incremental joining against a rebuild.
 */
gboolean
tsr_features_equal (TsrFeatures *a,
                    TsrFeatures *b,
                    GString     *difference)
{
  g_autofree guint32 *la = NULL;
  g_autofree guint32 *lb = NULL;

  if (N_ELEMENTS (a) != N_ELEMENTS (b))
    {
      if (difference != NULL)
        g_string_printf (difference, "%u segments against %u", N_ELEMENTS (a), N_ELEMENTS (b));
      return FALSE;
    }

  la = canonical_labels (a);
  lb = canonical_labels (b);
  for (guint32 e = 0; e < N_ELEMENTS (a); e++)
    {
      const TsrFeatureData *da, *db;

      if (la[e] != lb[e])
        {
          if (difference != NULL)
            g_string_printf (difference, "segment %u is joined differently", e);
          return FALSE;
        }

      da = &DATA (a, find_root (a, e));
      db = &DATA (b, find_root (b, e));
      if (da->kind != db->kind || da->open != db->open || da->size != db->size ||
          da->pennants != db->pennants || da->figures != db->figures ||
          da->tokens != db->tokens || da->flags != db->flags)
        {
          if (difference != NULL)
            g_string_printf (difference,
                             "segment %u: open %d/%d, size %u/%u, pennants %u/%u, "
                             "figures %u/%u, tokens %u/%u, flags %u/%u",
                             e, da->open, db->open, da->size, db->size,
                             da->pennants, db->pennants, da->figures, db->figures,
                             da->tokens, db->tokens, da->flags, db->flags);
          return FALSE;
        }
    }

  return TRUE;
}

/* Returns: the element under (x, y, port), or -1 where no segment is. */
int
tsr_features_element_at (const TsrFeatures *features,
                         const TsrBoard    *board,
                         gint32             x,
                         gint32             y,
                         TsrPort            port)
{
  int tile = tsr_board_get_index (board, x, y);
  int segment;

  if (tile < 0 || (guint) tile >= features->tile_base->len)
    return -1;

  segment = tsr_placed_tile_segment_at (tsr_board_get_nth (board, tile), port);
  if (segment < 0)
    return -1;

  return tsr_features_element (features, tile, segment);
}

TsrFeatureMember
tsr_features_get_member (const TsrFeatures *features,
                         guint32            element)
{
  return MEMBER (features, element);
}

guint32
tsr_features_next_member (const TsrFeatures *features,
                          guint32            element)
{
  return NEXT (features, element);
}

void
tsr_features_add_figures (TsrFeatures *features,
                          guint32      element,
                          int          delta)
{
  DATA (features, find_root (features, element)).figures += delta;
}

void
tsr_features_add_tokens (TsrFeatures *features,
                         guint32      element,
                         int          delta)
{
  DATA (features, find_root (features, element)).tokens += delta;
}

void
tsr_features_set_flags (TsrFeatures *features,
                        guint32      element,
                        guint32      flags)
{
  DATA (features, find_root (features, element)).flags |= flags;
}

static int
compare_guint32 (const void *a,
                 const void *b)
{
  guint32 x = *(const guint32 *) a, y = *(const guint32 *) b;

  return x < y ? -1 : x > y;
}

/**
 * tsr_features_count_tiles:
 *
 * @spans_apart: a span counts its tile apart from the segments under it
 *
 * Returns: how many distinct tiles the feature covers: a tile entered
 *   twice (two segments of one city on one tile) counts once, and the
 *   Rainbow Bridge adds no tile of its own
 */
guint
tsr_features_count_tiles (TsrFeatures *features,
                          guint32      element,
                          gboolean     spans_apart)
{
  guint32 root = find_root (features, element);
  guint32 size = DATA (features, root).size;
  guint32 stack[64];
  g_autofree guint32 *heap = NULL;
  guint32 *tiles = size <= G_N_ELEMENTS (stack) ? stack : (heap = g_new (guint32, size));
  guint32 member = root;
  guint n = 0, distinct = 0;

  do
    {
      const TsrFeatureMember *m = &MEMBER (features, member);

      /* Keys: tile * 2, and tile * 2 + 1 for a span counted apart. */
      if (!(m->flags & TSR_MEMBER_NO_TILE))
        tiles[n++] = m->tile * 2 + (spans_apart && (m->flags & TSR_MEMBER_SPAN) ? 1 : 0);
      member = NEXT (features, member);
    }
  while (member != root);

  /* Most features are a few tiles: sorting them in place is cheaper
   * than qsort's calls. */
  if (n <= G_N_ELEMENTS (stack))
    for (guint i = 1; i < n; i++)
      {
        guint32 key = tiles[i];
        guint j = i;

        for (; j > 0 && tiles[j - 1] > key; j--)
          tiles[j] = tiles[j - 1];
        tiles[j] = key;
      }
  else
    qsort (tiles, n, sizeof (guint32), compare_guint32);

  for (guint i = 0; i < n; i++)
    if (i == 0 || tiles[i] != tiles[i - 1])
      distinct++;

  return distinct;
}

/**
 * tsr_features_is_complete:
 *
 * A city or road is complete when none of its sides faces an empty
 * position; a monastery (or another feature at the centre) when its eight
 * neighbours are all on the board; other kinds never.  A feature flagged
 * %TSR_FEATURE_FLAG_NEVER_COMPLETE never is.
 */
gboolean
tsr_features_is_complete (TsrFeatures    *features,
                          const TsrBoard *board,
                          guint32         element)
{
  guint32 root = find_root (features, element);
  const TsrFeatureData *data = &DATA (features, root);

  if (data->flags & TSR_FEATURE_FLAG_NEVER_COMPLETE)
    return FALSE;

  if (tsr_feature_kind_has (data->kind, TSR_FEATURE_CLOSES))
    return data->open == 0;
  if (tsr_feature_kind_has (data->kind, TSR_FEATURE_CLOISTER))
    return tsr_placed_tile_count_around (tsr_board_get_nth (board, MEMBER (features, root).tile)) == 8;

  return FALSE;
}

/**
 * tsr_features_open_ports:
 * @ports: (element-type TsrLocation): receives every port of the feature
 *   that faces an empty position
 */
void
tsr_features_open_ports (TsrFeatures    *features,
                         const TsrBoard *board,
                         guint32         element,
                         GArray         *ports)
{
  guint32 root = find_root (features, element);
  guint32 member = root;

  do
    {
      TsrFeatureMember m = MEMBER (features, member);
      const TsrPlacedTile *tile = tsr_board_get_nth (board, m.tile);
      guint16 mask = tsr_placed_tile_segment_ports (tile, m.segment);

      for (guint p = 0; p < TSR_N_EDGE_PORTS; p++)
        {
          TsrSide side = tsr_port_side (p);
          TsrLocation open = { tile->x, tile->y, p };

          if ((mask & (1u << p)) &&
              tsr_board_get_index (board, tile->x + tsr_side_dx[side], tile->y + tsr_side_dy[side]) < 0)
            g_array_append_val (ports, open);
        }

      member = NEXT (features, member);
    }
  while (member != root);
}
