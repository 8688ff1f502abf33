/* tsr-jcz-replay.c: a JCloisterZone game's messages played again by
 * Tessera's rules
 *
 * First the draws.  A PLACE_TILE names the tile placed, but not a tile
 * drawn that fitted nowhere, nor the tile in hand when the game was
 * saved: JCloisterZone's generator, seeded by the game's initialRandom
 * and again by every COMMIT's random, says them all.  So each turn's
 * draws are worked out again until the tile its PLACE_TILE names comes
 * up, those before it being discards, and after the last COMMIT the rest
 * of the pack in the order the generator would draw it, the tile in hand
 * first.  That is the deck of the scenario.
 *
 * Then the messages, each as the answer Tessera's rules wait for.  Where
 * Tessera asks something JCloisterZone did not (an optional bridge before
 * the figure step, say), the player declines it; where a tile fits only
 * with a bridge, the bridge JCloisterZone lays for it without a message
 * is laid: on the new tile if it can be, else on the first of its
 * neighbours north, east, south and west.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-jcz-private.h"
#include "tsr-names.h"

typedef struct
{
  TsrJczGame *jcz;
  TsrGame    *game;
  GError    **error;
} Replay;

/* Each turn's draws, discards included, and after the last turn the rest
 * of the pack in the order it would be drawn; Tessera's tile ids. */
static GPtrArray *
work_out_draws (TsrJczGame *jcz,
                GError    **error)
{
  g_autoptr(TsrJczPack) pack = tsr_jcz_pack_new ();
  g_autoptr(GPtrArray) draws = g_ptr_array_new ();
  TsrJczRandom random;
  gboolean to_draw = TRUE;
  guint forced = 0;
  gint left = jcz->draw_limit;

  for (guint i = 0; i < jcz->sets->len; i++)
    tsr_jcz_pack_add_set (pack, g_ptr_array_index (jcz->sets, i), g_array_index (jcz->set_counts, guint, i));
  for (guint i = 0; i < jcz->start_tiles->len; i++)
    tsr_jcz_pack_take (pack, g_ptr_array_index (jcz->start_tiles, i));
  tsr_jcz_pack_start (pack);
  tsr_jcz_random_seed (&random, jcz->initial_random);

  for (guint i = 0; i <= jcz->messages->len; i++)
    {
      TsrJczMessage *message = i < jcz->messages->len ? &g_array_index (jcz->messages, TsrJczMessage, i) : NULL;
      gboolean last = message == NULL;

      if (message != NULL && message->kind == TSR_JCZ_COMMIT)
        {
          if (message->has_random)
            tsr_jcz_random_seed (&random, message->random);
          to_draw = TRUE;
          continue;
        }
      if (message != NULL && message->kind == TSR_JCZ_PASS && to_draw)
        {
          /* A tile declined: the replay says why Tessera cannot follow. */
          message->tile_pass = TRUE;
          continue;
        }
      if (!last && message->kind != TSR_JCZ_PLACE_TILE)
        continue;
      if (!to_draw && !last)
        {
          g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                       /* Translators: an error in a JCloisterZone game; %s is the file's name, %u the number
                        * of a message of its replay; keep PLACE_TILE as it is */
                       _("%s: message %u places a second tile in one turn, which Tessera's rules do not have"),
                       jcz->name, message->index + 1);
          return NULL;
        }

      /* The turn's draws, until the tile placed; after the last message,
       * every tile left. */
      for (;;)
        {
          const char *id = NULL;

          if (left == 0)
            break;
          if (jcz->draw_order != NULL && forced < jcz->draw_order->len)
            {
              id = g_ptr_array_index (jcz->draw_order, forced++);
              if (!tsr_jcz_pack_take (pack, id))
                id = NULL;
            }
          else
            id = tsr_jcz_pack_draw (pack, &random);
          if (id == NULL)
            break;
          if (left > 0)
            left--;
          g_ptr_array_add (draws, (gpointer) tsr_jcz_tile_to_tessera (id));
          if (!last && strcmp (id, message->tile) == 0)
            break;
        }

      if (!last && (draws->len == 0 || strcmp (g_ptr_array_index (draws, draws->len - 1),
                                               tsr_jcz_tile_to_tessera (message->tile)) != 0))
        {
          g_set_error (error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
                       /* Translators: an error in a JCloisterZone game; the file's name, the number of a message
                        * of its replay, a tile's id there; keep PLACE_TILE as it is */
                       _("%s: message %u places the tile %s, which the game's random numbers never draw: "
                         "the file does not follow from its own draws"),
                       jcz->name, message->index + 1, message->tile);
          return NULL;
        }
      to_draw = FALSE;
      if (last)
        break;
    }

  return g_steal_pointer (&draws);
}

static gboolean
fail (Replay              *replay,
      const TsrJczMessage *message,
      const char          *why)
{
  g_set_error (replay->error, TSR_SCENARIO_ERROR, TSR_SCENARIO_ERROR_INVALID,
               /* Translators: an error in a JCloisterZone game: the file's name, the number of a message of its
                * replay, its type there ("PLACE_TILE"), then why Tessera cannot follow it, a sentence of the
                * rules */
               _("%s: message %u (%s) does not replay by Tessera's rules: %s"), replay->jcz->name,
               message->index + 1, message->type, why);
  return FALSE;
}

static gboolean
act (Replay              *replay,
     const TsrJczMessage *message,
     const TsrAction     *action)
{
  g_autoptr(GError) error = NULL;

  if (tsr_game_act (replay->game, action, &error))
    return TRUE;

  return fail (replay, message, error->message);
}

/* Declines what Tessera asks that the message is no answer to, while it
 * may be declined: a bridge or a phantom JCloisterZone did not offer
 * then, or the end of a turn. */
static gboolean
decline_until (Replay              *replay,
               const TsrJczMessage *message,
               TsrActionKind        kind)
{
  for (guint n = 0; n < 16; n++)
    {
      const TsrChoice *choice = tsr_game_get_choice (replay->game);
      g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
      TsrAction skip;

      if (!choice->optional || choice->kind == TSR_CHOICE_NONE)
        return TRUE;
      tsr_game_list_options (replay->game, options);
      for (guint i = 0; i < options->len; i++)
        if (g_array_index (options, TsrAction, i).kind == kind)
          return TRUE;

      tsr_action_init (&skip, TSR_ACTION_SKIP);
      if (!act (replay, message, &skip))
        return FALSE;
    }

  return TRUE;
}

/* The bridge a tile that fits only with one gets, without a message: on
 * the new tile where it can lie, else on the first neighbour north, east,
 * south and west. */
static gboolean
lay_needed_bridge (Replay              *replay,
                   const TsrJczMessage *message)
{
  static const gint8 order[][2] = { { 0, 0 }, { 0, -1 }, { 1, 0 }, { 0, 1 }, { -1, 0 } };
  const TsrChoice *choice = tsr_game_get_choice (replay->game);
  g_autoptr(GArray) options = g_array_new (FALSE, FALSE, sizeof (TsrAction));
  TsrChoiceKind bridge;

  if (!tsr_choice_kind_from_string ("place-bridge", &bridge) || choice->kind != bridge || choice->optional)
    return TRUE;

  tsr_game_list_options (replay->game, options);
  for (guint o = 0; o < G_N_ELEMENTS (order); o++)
    for (guint i = 0; i < options->len; i++)
      {
        const TsrAction *action = &g_array_index (options, TsrAction, i);

        if (action->has_pos && action->x == message->x + order[o][0] && action->y == message->y + order[o][1])
          return act (replay, message, action);
      }

  return fail (replay, message, _("the tile fits only with a bridge, and none can be laid"));
}

static gboolean
place_tile (Replay              *replay,
            const TsrJczMessage *message)
{
  const TsrTileType *expected = tsr_catalogue_lookup (tsr_catalogue_get_default (),
                                                      tsr_jcz_tile_to_tessera (message->tile));
  TsrAction action;

  if (!decline_until (replay, message, TSR_ACTION_DRAW))
    return FALSE;
  /* The tiles that fit nowhere are discarded as they are drawn, and the
   * player draws again, until the tile placed. */
  while (tsr_game_get_choice (replay->game)->kind == TSR_CHOICE_DRAW)
    {
      tsr_action_init (&action, TSR_ACTION_DRAW);
      if (!act (replay, message, &action))
        return FALSE;
    }
  if (tsr_game_get_choice (replay->game)->kind != TSR_CHOICE_PLACE_TILE)
    return fail (replay, message, _("the game is not waiting for a tile to be placed"));
  if (tsr_game_get_drawn (replay->game) != expected)
    {
      g_autofree char *why = g_strdup_printf (
        /* Translators: why a JCloisterZone game does not replay: the name of the tile the game's random
         * numbers draw ("city corner"), then of the one it places ("city cap") */
        _("its random numbers draw the tile “%s” here, which fits on the board by Tessera’s rules, yet it "
          "places “%s”: the file does not follow from its own draws, or the two programs disagree on where "
          "a tile fits"),
        tsr_game_get_drawn (replay->game) != NULL ? tsr_tile_type_get_name (tsr_game_get_drawn (replay->game)) : "",
        tsr_tile_type_get_name (expected));

      return fail (replay, message, why);
    }

  tsr_action_init_at (&action, TSR_ACTION_PLACE_TILE, message->x, message->y);
  action.rotation = message->rotation;
  return act (replay, message, &action) && lay_needed_bridge (replay, message);
}

static gboolean
deploy (Replay              *replay,
        const TsrJczMessage *message)
{
  TsrPort port = tsr_jcz_port (replay->game, message->x, message->y, message->feature, message->location);
  TsrAction action;

  if (port == TSR_PORT_NONE)
    return fail (replay, message, _("it names no place on that tile"));
  if (!decline_until (replay, message, TSR_ACTION_PLACE_FIGURE))
    return FALSE;

  tsr_action_init_at (&action, TSR_ACTION_PLACE_FIGURE, message->x, message->y);
  action.port = port;
  action.figure = message->figure;
  return act (replay, message, &action);
}

static gboolean
module_action (Replay              *replay,
               const TsrJczMessage *message,
               const char          *name)
{
  TsrActionKind kind;
  TsrAction action;

  if (!tsr_action_kind_from_string (name, &kind))
    return fail (replay, message, _("its module is not in play"));
  if (!decline_until (replay, message, kind))
    return FALSE;

  tsr_action_init_at (&action, kind, message->x, message->y);
  if (message->kind == TSR_JCZ_BRIDGE && !tsr_axis_from_string (strcmp (message->location, "NS") == 0 ? "ns" : "ew",
                                                                  &action.axis))
    return fail (replay, message, _("it names no place on that tile"));
  return act (replay, message, &action);
}

static gboolean
pass (Replay              *replay,
      const TsrJczMessage *message)
{
  TsrAction skip;

  /* JCloisterZone lets a player set aside a tile that fits only with a
   * bridge; by Tessera's rules that bridge is compulsory (docs/format.md,
   * "Where the two programs differ"). */
  if (message->tile_pass)
    return fail (replay, message,
                 _("the player sets aside a tile that fits only with a bridge, which JCloisterZone allows; by "
                   "Tessera’s rules that bridge is compulsory"));
  if (!tsr_game_get_choice (replay->game)->optional)
    return fail (replay, message, _("the game is waiting for an answer that cannot be declined"));

  tsr_action_init (&skip, TSR_ACTION_SKIP);
  return act (replay, message, &skip);
}

/**
 * tsr_jcz_replay:
 * @setup: the game as set up, not started
 * @played: (out) (transfer full): the game once every message is played,
 *   and the tile in hand drawn
 *
 * Returns: whether every message replays by Tessera's rules
 */
gboolean
tsr_jcz_replay (TsrJczGame     *jcz,
                const TsrGame  *setup,
                TsrGame       **played,
                GError        **error)
{
  g_autoptr(GPtrArray) draws = work_out_draws (jcz, error);
  g_autoptr(TsrGame) game = NULL;
  Replay replay = { jcz, NULL, error };
  g_autofree const TsrTileType **deck = NULL;

  if (draws == NULL)
    return FALSE;

  deck = g_new0 (const TsrTileType *, draws->len + 1);
  for (guint i = 0; i < draws->len; i++)
    deck[i] = tsr_catalogue_lookup (tsr_catalogue_get_default (), g_ptr_array_index (draws, i));
  tsr_game_set_deck ((TsrGame *) setup, deck, draws->len);

  game = tsr_game_copy (setup);
  tsr_game_start (game);
  replay.game = game;

  for (guint i = 0; i < jcz->messages->len; i++)
    {
      const TsrJczMessage *message = &g_array_index (jcz->messages, TsrJczMessage, i);
      gboolean ok = TRUE;

      switch (message->kind)
        {
        case TSR_JCZ_PLACE_TILE:
          ok = place_tile (&replay, message);
          break;
        case TSR_JCZ_DEPLOY:
          ok = deploy (&replay, message);
          break;
        case TSR_JCZ_PASS:
          ok = pass (&replay, message);
          break;
        case TSR_JCZ_COMMIT:
          ok = decline_until (&replay, message, TSR_ACTION_DRAW);
          break;
        case TSR_JCZ_RECALL_ABBOT:
          ok = module_action (&replay, message, "recall-abbot");
          break;
        case TSR_JCZ_BRIDGE:
          ok = module_action (&replay, message, "place-bridge");
          break;
        default:
          g_assert_not_reached ();
        }
      if (!ok)
        return FALSE;
    }

  /* The tile in hand when the game was saved, as JCloisterZone drew it
   * when the game began or the last turn ended. */
  if ((jcz->messages->len == 0 ||
       g_array_index (jcz->messages, TsrJczMessage, jcz->messages->len - 1).kind == TSR_JCZ_COMMIT) &&
      tsr_game_get_choice (game)->kind == TSR_CHOICE_DRAW)
    {
      TsrAction draw;

      tsr_action_init (&draw, TSR_ACTION_DRAW);
      tsr_game_act (game, &draw, NULL);
    }

  *played = g_steal_pointer (&game);
  return TRUE;
}

/* "N", "NW", "_N", "NWSE": the sides a city, road or river touches. */
static guint
sides_of (const char *location)
{
  static const char letters[] = "NESW";
  gboolean but = location[0] == '_';
  guint sides = 0;

  for (const char *p = location + but; *p != '\0'; p++)
    {
      const char *at = strchr (letters, *p);

      if (at == NULL || *p == '\0')
        return 0;
      sides |= 1u << (at - letters);
    }

  return but ? ~sides & 0xf : sides;
}

/**
 * tsr_jcz_port:
 * @feature: the kind JCloisterZone names ("City", "Garden")
 * @location: where on the tile, as the board shows it: a side or sides
 *   for a city or a road ("N", "WE", "_N"), field halves for a field
 *   ("NL.NR"), "I" for what is at the centre
 *
 * Returns: a port of the feature on the tile at (@x, @y), or
 *   %TSR_PORT_NONE: a side's middle for a city or road (the bridge where
 *   a bridge lies that way), a half-side's corner port for a field, the
 *   centre
 */
TsrPort
tsr_jcz_port (const TsrGame *game,
              gint32         x,
              gint32         y,
              const char    *feature,
              const char    *location)
{
  static const char *const halves[] = { "NL", "NR", "EL", "ER", "SL", "SR", "WL", "WR" };
  static const TsrPort half_ports[] = {
    TSR_PORT_N1, TSR_PORT_N3, TSR_PORT_E1, TSR_PORT_E3, TSR_PORT_S1, TSR_PORT_S3, TSR_PORT_W1, TSR_PORT_W3,
  };
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  guint sides;

  if (tile == NULL)
    return TSR_PORT_NONE;
  if (strcmp (location, "I") == 0)
    return TSR_PORT_C;

  for (guint i = 0; i < G_N_ELEMENTS (halves); i++)
    if (g_str_has_prefix (location, halves[i]) && (location[2] == '\0' || location[2] == '.'))
      return half_ports[i];

  if (g_strcmp0 (feature, "Road") == 0 && tile->span != TSR_AXIS_NONE &&
      ((strcmp (location, "NS") == 0 && tile->span == TSR_AXIS_NS) ||
       (strcmp (location, "WE") == 0 && tile->span == TSR_AXIS_EW)))
    return TSR_PORT_SPAN;

  sides = sides_of (location);
  for (TsrSide side = 0; side < TSR_N_SIDES; side++)
    if (sides & (1u << side))
      return tsr_side_port (side, 1);

  return TSR_PORT_NONE;
}
