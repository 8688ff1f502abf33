/* tsr-jcz-pack.c: JCloisterZone's tiles, and its pack as it draws from it
 *
 * A JCloisterZone tile id ("BA/RCr") names one of Tessera's tile types,
 * laid out alike at rotation 0.  A set ("basic:2", the base game's
 * second edition) lists how many of each tile the box holds.
 *
 * The pack is JCloisterZone's: its tiles in groups (the river's, the
 * lake's, the rest's), the groups in the order of their names and the
 * tiles of each in the order of their ids, so that a game's random
 * numbers draw the same tiles on every machine.  Only active groups are
 * drawn from: with River I the river's first, then the lake's, then the
 * rest, each group handing over to the next once it is empty.  A draw
 * takes the tile at the generator's number below the count of active
 * tiles, counted through the active groups in order.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tsr-jcz-pack.h"

typedef struct
{
  const char *id;
  const char *tessera;
  const char *group;
} Tile;

static const Tile tiles[] = {
  { "BA/LR", "base.A", "default" },
  { "BA/L", "base.B", "default" },
  { "BA/Cccc+", "base.C", "default" },
  { "BA/RCr", "base.D", "default" },
  { "BA/C", "base.E", "default" },
  { "BA/CFc+", "base.F", "default" },
  { "BA/CFc.1", "base.G", "default" },
  { "BA/CFC.2", "base.H", "default" },
  { "BA/CC.2", "base.I", "default" },
  { "BA/CRr", "base.J", "default" },
  { "BA/RrC", "base.K", "default" },
  { "BA/CRRR", "base.L", "default" },
  { "BA/Cc+", "base.M", "default" },
  { "BA/Cc.1", "base.N", "default" },
  { "BA/CcRr+", "base.O", "default" },
  { "BA/CcRr", "base.P", "default" },
  { "BA/Ccc+", "base.Q", "default" },
  { "BA/Ccc", "base.R", "default" },
  { "BA/CccR+", "base.S", "default" },
  { "BA/CccR", "base.T", "default" },
  { "BA/RFr", "base.U", "default" },
  { "BA/Rr", "base.V", "default" },
  { "BA/RRR", "base.W", "default" },
  { "BA/RRRR", "base.X", "default" },
  { "BA/CG", "base.E-garden", "default" },
  { "BA/CFCG", "base.H-garden", "default" },
  { "BA/CCG", "base.I-garden", "default" },
  { "BA/Cc+G", "base.M-garden", "default" },
  { "BA/CcG", "base.N-garden", "default" },
  { "BA/CccG", "base.R-garden", "default" },
  { "BA/RFrG", "base.U-garden", "default" },
  { "BA/RrG", "base.V-garden", "default" },
  { "RI/s", "river.spring", "river-spring" },
  { "RI.1/I.e", "river.lake", "river-lake" },
  { "RI.1/CICI", "river.cities", "river" },
  { "RI.1/CIRI", "river.city-road", "river" },
  { "RI.1/LIRI", "river.monastery", "river" },
  { "RI.1/RIrI", "river.road", "river" },
  { "RI.1/IFI", "river.straight", "river" },
  { "RI.1/CcII", "river.city-curve", "river" },
  { "RI.1/RrII", "river.road-curve", "river" },
  { "RI.1/II", "river.curve", "river" },
  { "RI.1/IIG", "river.curve-garden", "river" },
};

/* What each set's box holds: tile ids and counts, ending with NULL. */
typedef struct
{
  const char *id;
  guint       edition;
  const char *refs;   /* "ID:COUNT ID:COUNT …" */
} Set;

static const Set sets[] = {
  { "basic:1", 1,
    "BA/L:4 BA/LR:2 BA/RCr:4 BA/Cccc+:1 BA/CccR+:2 BA/CccR:1 BA/CFc+:2 BA/CFc.1:1 BA/Cc.1:3 BA/Cc+:2 "
    "BA/CcRr:3 BA/CcRr+:2 BA/Ccc:3 BA/Ccc+:1 BA/CRr:3 BA/CRRR:3 BA/RrC:3 BA/C:5 BA/CFC.2:3 BA/CC.2:2 "
    "BA/RRRR:1 BA/RRR:4 BA/Rr:9 BA/RFr:8" },
  { "basic:2", 2,
    "BA/L:4 BA/LR:2 BA/RCr:4 BA/Cccc+:1 BA/CccR+:2 BA/CccR:1 BA/CFc+:2 BA/CFc.1:1 BA/Cc.1:2 BA/CcG:1 "
    "BA/Cc+:1 BA/Cc+G:1 BA/CcRr:3 BA/CcRr+:2 BA/Ccc:2 BA/CccG:1 BA/Ccc+:1 BA/CRr:3 BA/CRRR:3 BA/RrC:3 "
    "BA/C:4 BA/CG:1 BA/CFC.2:2 BA/CFCG:1 BA/CC.2:1 BA/CCG:1 BA/RRRR:1 BA/RRR:4 BA/Rr:8 BA/RrG:1 BA/RFr:7 "
    "BA/RFrG:1" },
  { "river/1:1", 1,
    "RI/s:1 RI.1/I.e:1 RI.1/CICI:1 RI.1/CIRI:1 RI.1/LIRI:1 RI.1/RIrI:1 RI.1/IFI:2 RI.1/CcII:1 RI.1/RrII:1 "
    "RI.1/II:2" },
  { "river/1:2", 2,
    "RI/s:1 RI.1/I.e:1 RI.1/CICI:1 RI.1/CIRI:1 RI.1/LIRI:1 RI.1/RIrI:1 RI.1/IFI:2 RI.1/CcII:1 RI.1/RrII:1 "
    "RI.1/II:1 RI.1/IIG:1" },
};

typedef struct
{
  char      *name;
  GPtrArray *tiles;      /* const char * ids, in id order */
  gboolean   active;
  char      *successor;  /* the group activated once this one is empty */
} Group;

struct _TsrJczPack
{
  GPtrArray *groups;     /* Group, in name order */
};

static const Tile *
find_tile (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (tiles); i++)
    if (strcmp (tiles[i].id, id) == 0)
      return &tiles[i];

  return NULL;
}

static const Set *
find_set (const char *id)
{
  for (guint i = 0; i < G_N_ELEMENTS (sets); i++)
    if (strcmp (sets[i].id, id) == 0)
      return &sets[i];

  return NULL;
}

/* Returns: (nullable): the Tessera tile type id of the JCloisterZone
 *   tile @id, or %NULL for a tile of a set Tessera does not have */
const char *
tsr_jcz_tile_to_tessera (const char *id)
{
  const Tile *tile = find_tile (id);

  return tile != NULL ? tile->tessera : NULL;
}

gboolean
tsr_jcz_set_is_known (const char *set)
{
  return find_set (set) != NULL;
}

/* Returns: the edition of its game @set is ("basic:2": 2) */
guint
tsr_jcz_set_edition (const char *set)
{
  const Set *found = find_set (set);

  g_return_val_if_fail (found != NULL, 1);

  return found->edition;
}

static void
group_free (Group *group)
{
  g_free (group->name);
  g_ptr_array_unref (group->tiles);
  g_free (group->successor);
  g_free (group);
}

static Group *
lookup_group (const TsrJczPack *pack,
              const char       *name)
{
  for (guint i = 0; i < pack->groups->len; i++)
    {
      Group *group = g_ptr_array_index (pack->groups, i);

      if (strcmp (group->name, name) == 0)
        return group;
    }

  return NULL;
}

static gint
compare_names (gconstpointer a,
               gconstpointer b)
{
  return strcmp (*(const char * const *) a, *(const char * const *) b);
}

static gint
compare_groups (gconstpointer a,
                gconstpointer b)
{
  return strcmp ((*(const Group * const *) a)->name, (*(const Group * const *) b)->name);
}

static Group *
ensure_group (TsrJczPack *pack,
              const char *name)
{
  Group *group = lookup_group (pack, name);

  if (group == NULL)
    {
      group = g_new0 (Group, 1);
      group->name = g_strdup (name);
      group->tiles = g_ptr_array_new ();
      group->active = TRUE;
      g_ptr_array_add (pack->groups, group);
      g_ptr_array_sort (pack->groups, compare_groups);
    }

  return group;
}

TsrJczPack *
tsr_jcz_pack_new (void)
{
  TsrJczPack *pack = g_new0 (TsrJczPack, 1);

  pack->groups = g_ptr_array_new_with_free_func ((GDestroyNotify) group_free);
  return pack;
}

void
tsr_jcz_pack_free (TsrJczPack *pack)
{
  if (pack == NULL)
    return;

  g_ptr_array_unref (pack->groups);
  g_free (pack);
}

/**
 * tsr_jcz_pack_add_set:
 * @set: a set tsr_jcz_set_is_known() knows
 * @copies: how many copies of it the game has
 *
 * Puts the tiles of @set into the pack, each in its group.
 */
void
tsr_jcz_pack_add_set (TsrJczPack *pack,
                      const char *set,
                      guint       copies)
{
  const Set *found = find_set (set);
  g_auto(GStrv) refs = NULL;

  g_return_if_fail (found != NULL);

  refs = g_strsplit (found->refs, " ", -1);
  for (guint i = 0; refs[i] != NULL; i++)
    {
      const char *colon = strrchr (refs[i], ':');
      g_autofree char *id = g_strndup (refs[i], colon - refs[i]);
      const Tile *tile = find_tile (id);
      Group *group = ensure_group (pack, tile->group);
      guint count = (guint) atoi (colon + 1) * copies;

      for (guint n = 0; n < count; n++)
        g_ptr_array_add (group->tiles, (gpointer) tile->id);
      g_ptr_array_sort (group->tiles, compare_names);
    }
}

/* Takes @group out of the pack once empty, handing over to its successor. */
static void
settle_group (TsrJczPack *pack,
              Group      *group)
{
  Group *next;

  if (group->tiles->len > 0)
    return;

  next = group->successor != NULL ? lookup_group (pack, group->successor) : NULL;
  if (next != NULL)
    next->active = TRUE;
  g_ptr_array_remove (pack->groups, group);
}

/**
 * tsr_jcz_pack_start:
 *
 * The start of the game, once the start tiles are taken: with River I,
 * the river comes first, then the lake, then the rest, and the springs
 * not used leave the pack.
 */
void
tsr_jcz_pack_start (TsrJczPack *pack)
{
  Group *river = lookup_group (pack, "river");
  Group *spring = lookup_group (pack, "river-spring");
  Group *lake = lookup_group (pack, "river-lake");
  Group *rest = lookup_group (pack, "default");

  if (river == NULL)
    return;

  if (rest != NULL)
    rest->active = FALSE;
  if (lake != NULL)
    {
      lake->active = FALSE;
      lake->successor = g_strdup ("default");
    }
  river->successor = g_strdup ("river-lake");
  if (spring != NULL)
    g_ptr_array_remove (pack->groups, spring);
}

/* Returns: how many tiles the active groups hold */
guint
tsr_jcz_pack_size (const TsrJczPack *pack)
{
  guint size = 0;

  for (guint i = 0; i < pack->groups->len; i++)
    {
      const Group *group = g_ptr_array_index (pack->groups, i);

      if (group->active)
        size += group->tiles->len;
    }

  return size;
}

/**
 * tsr_jcz_pack_take:
 * @id: a JCloisterZone tile id
 *
 * Takes a tile named @id out of the first active group that has one, as
 * a start tile or a draw a game forces is taken.
 *
 * Returns: whether there was one
 */
gboolean
tsr_jcz_pack_take (TsrJczPack *pack,
                   const char *id)
{
  for (guint i = 0; i < pack->groups->len; i++)
    {
      Group *group = g_ptr_array_index (pack->groups, i);

      if (!group->active)
        continue;
      for (guint j = 0; j < group->tiles->len; j++)
        if (strcmp (g_ptr_array_index (group->tiles, j), id) == 0)
          {
            g_ptr_array_remove_index (group->tiles, j);
            settle_group (pack, group);
            return TRUE;
          }
    }

  return FALSE;
}

/**
 * tsr_jcz_pack_draw:
 *
 * Draws a tile as JCloisterZone does with @random.
 *
 * Returns: (nullable): its id, or %NULL when the active groups are empty
 */
const char *
tsr_jcz_pack_draw (TsrJczPack   *pack,
                   TsrJczRandom *random)
{
  guint size = tsr_jcz_pack_size (pack);
  guint index;

  if (size == 0)
    return NULL;

  index = tsr_jcz_random_next_int (random, size);
  for (guint i = 0; i < pack->groups->len; i++)
    {
      Group *group = g_ptr_array_index (pack->groups, i);
      const char *id;

      if (!group->active)
        continue;
      if (index >= group->tiles->len)
        {
          index -= group->tiles->len;
          continue;
        }
      id = g_ptr_array_index (group->tiles, index);
      g_ptr_array_remove_index (group->tiles, index);
      settle_group (pack, group);
      return id;
    }

  g_return_val_if_reached (NULL);
}
