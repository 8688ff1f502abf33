/* tsr-expectation-text.c: an expectation in the player's words
 *
 * Each kind of expectation of tsr-expectation.c is said here as one whole
 * sentence per shape it can take: a negation (present="false",
 * value="false") is a sentence of its own, never a "not" put into
 * another.  What fills a sentence is a name or a place: players by the
 * names people see, places as tsr_place_describe() says them, tiles by
 * their names, rules by their titles and rejections by their sentences
 * from the rule text.  No tile id, port code or element shows.
 *
 * A feature can be expected several things at once; its sentences are
 * written out for every combination of its completion and its numbers,
 * with the feature said by a phrase of its kind and its place.  A
 * module's property of a feature (infected, destroyed) adds a sentence of
 * its own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <glib/gi18n-lib.h>

#include "tsr-feature-text.h"
#include "tsr-i18n.h"
#include "tsr-names.h"
#include "tsr-scenario-private.h"

static const char *
player_name (const TsrGame *game,
             gint           player)
{
  g_return_val_if_fail (player >= 0 && (guint) player < tsr_game_get_n_players (game), "");

  return tsr_player_get_display_name (tsr_game_get_player (game, player));
}

/* The kind of feature under @port of the tile at (@x, @y) in @game, or
 * TSR_N_FEATURE_KINDS when there is no tile there (yet). */
static TsrFeatureKind
kind_at (const TsrGame *game,
         gint32         x,
         gint32         y,
         TsrPort        port)
{
  const TsrPlacedTile *tile = tsr_board_get (tsr_game_get_board (game), x, y);
  int segment;

  if (tile == NULL || port == TSR_PORT_NONE)
    return TSR_N_FEATURE_KINDS;

  segment = tsr_placed_tile_segment_at (tile, port);
  return segment >= 0 ? tsr_placed_tile_segment_kind (tile, segment) : TSR_N_FEATURE_KINDS;
}

/* Where @e is on the board, in words; the side or corner as the kind of
 * feature there makes it. */
static char *
place_of (const TsrExpectation *e,
          const TsrGame        *game)
{
  TsrPort port = (e->has & TSR_HAS_PORT) ? e->port : TSR_PORT_NONE;

  return tsr_place_describe (e->x, e->y, port, kind_at (game, e->x, e->y, port));
}

/* <score> */

static char *
describe_score (const TsrExpectation *e,
                const TsrGame        *game)
{
  /* Translators: a player's name and their score */
  return g_strdup_printf (_("%s’s score is %lld."), player_name (game, e->player), (long long) e->count);
}

/* <supply> and <removed>: a figure kind's name stands before "figures",
 * as English says "meeple figures", so that the count needs no plural of
 * a name a module gives. */

static char *
describe_supply (const TsrExpectation *e,
                 const TsrGame        *game)
{
  const char *who = player_name (game, e->player);
  gulong n = (gulong) e->count;

  if (e->has & TSR_HAS_STOCK)
    {
      const TsrPlayerStockDecl *decl = tsr_player_stock_get_decl (e->stock);
      g_autofree char *summary = NULL;

      if (decl->summary == NULL)
        /* Translators: a player's name, the title a module gives a number of its pieces each
         * player has ("Bridges Left"), and that number */
        return g_strdup_printf (_("For %s, %s: %lld."), who, tsr_translate (decl->title), (long long) e->count);

      summary = decl->summary ((gint) e->count);
      /* Translators: a player's name, then how many of a module's pieces they have, as the
       * module says it in the list of players ("3 bridges left") */
      return g_strdup_printf (_("%s has %s."), who, summary);
    }

  /* Translators: a player's name, a number and a kind of figure ("Blue has 5 meeple figures in their supply.") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %lld %s figure in their supply.", "%s has %lld %s figures in their supply.", n),
                          who, (long long) e->count, tsr_figure_kind_get_name (e->figure));
}

static char *
describe_removed (const TsrExpectation *e,
                  const TsrGame        *game)
{
  gulong n = (gulong) e->count;

  /* Translators: a player's name, a number and a kind of figure ("Blue has 1 meeple figure out of the game.") */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has %lld %s figure out of the game.", "%s has %lld %s figures out of the game.", n),
                          player_name (game, e->player), (long long) e->count, tsr_figure_kind_get_name (e->figure));
}

/* <figure>: whose it is (a player's, anyone's, or a neutral figure such
 * as the Black Dragon), whether it is there, and its module's number. The
 * only figure with a number is the gladiator: its chances. */

static char *
describe_figure_state (const TsrExpectation *e,
                       const TsrGame        *game,
                       const char           *kind,
                       const char           *place)
{
  gulong n = (gulong) e->count;
  long long chances = e->count;

  if ((e->has & TSR_HAS_PLAYER) && e->flag)
    /* Translators: a player's name, a kind of figure, where it is, and how many chances it has left
     * ("Blue’s gladiator is on the north side of the tile at (1, 0), with 2 chances left.") */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s’s %s is %s, with %lld chance left.", "%s’s %s is %s, with %lld chances left.", n),
                            player_name (game, e->player), kind, place, chances);
  if (e->has & TSR_HAS_PLAYER)
    /* Translators: a player's name, a kind of figure, how many chances it has left, and a place
     * ("Blue has no gladiator with 2 chances left on the north side of the tile at (1, 0).") */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s has no %s with %lld chance left %s.", "%s has no %s with %lld chances left %s.", n),
                            player_name (game, e->player), kind, chances, place);
  if (e->flag)
    /* Translators: a kind of figure, where it is, and how many chances it has left; whoever owns it */
    return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "Someone’s %s is %s, with %lld chance left.", "Someone’s %s is %s, with %lld chances left.", n),
                            kind, place, chances);

  /* Translators: a kind of figure, how many chances it has left, and a place */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "No %s with %lld chance left is %s.", "No %s with %lld chances left is %s.", n),
                          kind, chances, place);
}

static char *
describe_figure (const TsrExpectation *e,
                 const TsrGame        *game)
{
  g_autofree char *place = place_of (e, game);
  const char *kind = tsr_figure_kind_get_name (e->figure);

  if (e->has & TSR_HAS_STATE)
    return describe_figure_state (e, game, kind, place);

  if ((e->has & TSR_HAS_PLAYER) && e->flag)
    /* Translators: a player's name, a kind of figure and where it is
     * ("Blue’s meeple is on the north side of the tile at (1, 0).") */
    return g_strdup_printf (_("%s’s %s is %s."), player_name (game, e->player), kind, place);
  if (e->has & TSR_HAS_PLAYER)
    /* Translators: a player's name, a kind of figure and a place
     * ("Blue has no meeple on the north side of the tile at (1, 0).") */
    return g_strdup_printf (_("%s has no %s %s."), player_name (game, e->player), kind, place);

  if (tsr_figure_kind_is_neutral (e->figure) && e->flag)
    /* Translators: a figure nobody owns ("Black Dragon") and where it is */
    return g_strdup_printf (_("The %s is %s."), kind, place);
  if (tsr_figure_kind_is_neutral (e->figure))
    /* Translators: a figure nobody owns ("Black Dragon") and a place where it is not */
    return g_strdup_printf (_("The %s is not %s."), kind, place);

  if (e->flag)
    /* Translators: a kind of figure and where it is, whoever owns it */
    return g_strdup_printf (_("Someone’s %s is %s."), kind, place);

  /* Translators: a kind of figure and a place where nobody has one */
  return g_strdup_printf (_("No %s is %s."), kind, place);
}

/* <token> and <tokens>: in the words of the module that has the kind,
 * or by the kind's name in files when it gives none. */

static char *
describe_token (const TsrExpectation *e,
                const TsrGame        *game)
{
  g_autofree char *place = place_of (e, game);
  const char *kind = tsr_token_kind_to_string (e->token);
  const TsrTokenDecl *decl = tsr_token_kind_get_decl (e->token);

  if (decl != NULL && decl->lies != NULL)
    return decl->lies (place, e->flag);

  /* Translators: the name of a kind of token as files write it, then where it lies */
  return e->flag ? g_strdup_printf (_("A token of the kind “%s” lies %s."), kind, place)
                 /* Translators: the name of a kind of token as files write it, then a place */
                 : g_strdup_printf (_("No token of the kind “%s” lies %s."), kind, place);
}

static char *
describe_tokens (const TsrExpectation *e,
                 const TsrGame        *game)
{
  const char *kind = tsr_token_kind_to_string (e->token);
  const TsrTokenDecl *decl = tsr_token_kind_get_decl (e->token);
  gulong n = (gulong) e->count;
  long long count = e->count;

  if (decl != NULL && decl->left != NULL)
    return decl->left (count);

  /* Translators: a number, then the name of a kind of token as files write it */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld token of the kind “%s” is left in the supply.", "%lld tokens of the kind “%s” are left in the supply.", n),
                          count, kind);
}

/* <feature> */

/* What a feature is expected to be as to its completion. */
static TsrFeatureSaid
feature_said (const TsrExpectation *e)
{
  gboolean complete = (e->has & TSR_HAS_COMPLETE) != 0;
  gboolean broken = (e->has & TSR_HAS_BROKEN) != 0;

  /* Complete and never to be completed cannot both hold. */
  if (complete && e->flag && broken && e->broken)
    return TSR_FEATURE_SAID_BOTH;
  if (broken && e->broken)
    return TSR_FEATURE_SAID_NEVER;
  if (complete && e->flag)
    return TSR_FEATURE_SAID_COMPLETE;
  if (complete && broken)
    return TSR_FEATURE_SAID_OPEN_CAN;
  if (complete)
    return TSR_FEATURE_SAID_OPEN;
  if (broken)
    return TSR_FEATURE_SAID_CAN;

  return TSR_FEATURE_SAID_ANY;
}

/* What a module's property of a feature is expected to be, in the
 * module's words; one it gives none for is said by its name in files. */
static char *
property_sentence (const TsrFeaturePropertyDecl *decl,
                   TsrFeatureKind                kind,
                   const char                   *place,
                   gboolean                      value)
{
  if (decl->says != NULL)
    return decl->says (kind, place, value);

  /* Translators: {place} says where a feature is ("on the north side of the tile at (1, 0)");
   * {property} is the name of a property a module gives features, as files write it */
  return tsr_sentence_fill (value ? _("The feature {place} has the property “{property}”.")
                                  /* Translators: as "The feature {place} has the property “{property}”." */
                                  : _("The feature {place} does not have the property “{property}”."),
                            "place", place, "property", decl->name, NULL);
}

static char *
describe_feature (const TsrExpectation *e,
                  const TsrGame        *game)
{
  TsrFeatureKind kind = kind_at (game, e->x, e->y, e->port);
  g_autofree char *place = tsr_place_describe (e->x, e->y, e->port, kind);
  g_autofree char *tiles = NULL;
  g_autofree char *points = NULL;
  g_autoptr(GString) out = g_string_new (NULL);
  TsrFeatureSaid said = feature_said (e);

  if (e->has & TSR_HAS_TILES)
    /* Translators: a number of tiles a feature covers, put into a sentence about the feature */
    tiles = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld tile", "%lld tiles", (gulong) e->tiles),
                             (long long) e->tiles);
  if (e->has & TSR_HAS_POINTS)
    /* Translators: what a feature is worth, put into a sentence about the feature */
    points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld point", "%lld points", (gulong) e->points),
                              (long long) e->points);

  /* Complete and never to be completed: that is all there is to say of
   * its completion and numbers. */
  if (said == TSR_FEATURE_SAID_BOTH)
    {
      g_clear_pointer (&tiles, g_free);
      g_clear_pointer (&points, g_free);
    }
  if (said != TSR_FEATURE_SAID_ANY || tiles != NULL || points != NULL || e->properties == 0)
    {
      g_autofree char *sentence = tsr_feature_sentence (kind, place, said, tiles, points);

      g_string_append (out, sentence);
    }

  for (guint i = 0; i < tsr_feature_property_count (); i++)
    if (e->properties & (1u << i))
      {
        g_autofree char *sentence = property_sentence (tsr_feature_property_get_decl (i), kind, place,
                                                       (e->values >> i) & 1);

        if (out->len > 0)
          g_string_append_c (out, ' ');
        g_string_append (out, sentence);
      }

  return g_string_free (g_steal_pointer (&out), FALSE);
}

/* <turn> */

static char *
describe_turn (const TsrExpectation *e,
               const TsrGame        *game)
{
  const char *who = (e->has & TSR_HAS_PLAYER) ? player_name (game, e->player) : NULL;

  if (who != NULL && !(e->has & TSR_HAS_PHASE))
    /* Translators: a player's name */
    return g_strdup_printf (_("It is %s’s turn."), who);
  if (who == NULL && !(e->has & TSR_HAS_PHASE))
    return g_strdup (_("It is someone’s turn."));

  if (who != NULL)
    switch (e->phase)
      {
      /* Translators: a player's name; the turn has not drawn its tile yet */
      case TSR_PHASE_DRAW: return g_strdup_printf (_("It is %s’s turn, drawing a tile."), who);
      /* Translators: a player's name; the tile drawn is to be placed */
      case TSR_PHASE_PLACE_TILE: return g_strdup_printf (_("It is %s’s turn, placing a tile."), who);
      /* Translators: a player's name; the tile is down and the figure step comes next */
      case TSR_PHASE_PLACE_FIGURE: return g_strdup_printf (_("It is %s’s turn, placing a figure."), who);
      /* Translators: a player's name; what the tile completed is scored next */
      case TSR_PHASE_SCORE: return g_strdup_printf (_("It is %s’s turn, scoring."), who);
      /* Translators: a player's name; what happens at the end of a turn comes next */
      case TSR_PHASE_END: return g_strdup_printf (_("It is %s’s turn, at its end."), who);
      case TSR_PHASE_GAME_OVER:
      default:
        /* Translators: a player's name: the last to have had a turn */
        return g_strdup_printf (_("The game is over, after %s’s turn."), who);
      }

  switch (e->phase)
    {
    case TSR_PHASE_DRAW: return g_strdup (_("The turn’s tile is still to be drawn."));
    case TSR_PHASE_PLACE_TILE: return g_strdup (_("The turn’s tile is drawn and still to be placed."));
    case TSR_PHASE_PLACE_FIGURE: return g_strdup (_("The turn’s tile is placed, and a figure may follow."));
    case TSR_PHASE_SCORE: return g_strdup (_("The turn is at its scoring."));
    case TSR_PHASE_END: return g_strdup (_("The turn is at its end."));
    case TSR_PHASE_GAME_OVER:
    default: return g_strdup (_("The game is over."));
    }
}

/* <pending>: the engine's choices and those of the modules there are.
 * One a module adds later has a sentence that does not say what it is
 * until it is given words here. */

static char *
describe_pending_player (const char *choice,
                         const char *who)
{
  if (g_str_equal (choice, "none"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game is over, and %s has nothing left to decide."), who);
  if (g_str_equal (choice, "draw"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to draw a tile."), who);
  if (g_str_equal (choice, "place-tile"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to place the tile in hand."), who);
  if (g_str_equal (choice, "place-figure"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to place a figure on the tile just placed, or none."), who);
  if (g_str_equal (choice, "phantom"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to place the phantom, or not."), who);
  if (g_str_equal (choice, "place-bridge"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to lay a bridge, or not."), who);
  if (g_str_equal (choice, "infect"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to put an infection token on a feature."), who);
  if (g_str_equal (choice, "dragon-move"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to move the Black Dragon."), who);
  if (g_str_equal (choice, "steal"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to decide whether their gladiator takes the score offered."), who);
  if (g_str_equal (choice, "score-first"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to choose which contested score comes first."), who);
  if (g_str_equal (choice, "meteor-target"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to aim the meteor."), who);
  if (g_str_equal (choice, "flood-target"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to choose the river tile the flood takes the place of."), who);
  if (g_str_equal (choice, "tornado-move"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to move the tornado."), who);
  if (g_str_equal (choice, "tornado-pick"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to choose the follower the tornado picks up."), who);
  if (g_str_equal (choice, "land"))
    /* Translators: %s is a player's name */
    return g_strdup_printf (_("The game waits for %s to choose where a figure lands."), who);

  /* Translators: %s is a player's name */
  return g_strdup_printf (_("The game waits for %s to decide something."), who);
}

static char *
describe_pending_anyone (const char *choice)
{
  if (g_str_equal (choice, "none"))
    return g_strdup (_("The game is over: nobody has anything left to decide."));
  if (g_str_equal (choice, "draw"))
    return g_strdup (_("The game waits for a tile to be drawn."));
  if (g_str_equal (choice, "place-tile"))
    return g_strdup (_("The game waits for the tile in hand to be placed."));
  if (g_str_equal (choice, "place-figure"))
    return g_strdup (_("The game waits for a figure, or none, to be placed on the tile just placed."));
  if (g_str_equal (choice, "phantom"))
    return g_strdup (_("The game waits for the phantom to be placed, or not."));
  if (g_str_equal (choice, "place-bridge"))
    return g_strdup (_("The game waits for a bridge to be laid, or not."));
  if (g_str_equal (choice, "infect"))
    return g_strdup (_("The game waits for an infection token to be put on a feature."));
  if (g_str_equal (choice, "dragon-move"))
    return g_strdup (_("The game waits for the Black Dragon to be moved."));
  if (g_str_equal (choice, "steal"))
    return g_strdup (_("The game waits to hear whether a gladiator takes the score offered."));
  if (g_str_equal (choice, "score-first"))
    return g_strdup (_("The game waits to hear which contested score comes first."));
  if (g_str_equal (choice, "meteor-target"))
    return g_strdup (_("The game waits for the meteor to be aimed."));
  if (g_str_equal (choice, "flood-target"))
    return g_strdup (_("The game waits to hear which river tile the flood takes the place of."));
  if (g_str_equal (choice, "tornado-move"))
    return g_strdup (_("The game waits for the tornado to be moved."));
  if (g_str_equal (choice, "tornado-pick"))
    return g_strdup (_("The game waits to hear which follower the tornado picks up."));
  if (g_str_equal (choice, "land"))
    return g_strdup (_("The game waits to hear where a figure lands."));

  return g_strdup (_("The game waits for someone to decide something."));
}

static char *
describe_pending (const TsrExpectation *e,
                  const TsrGame        *game)
{
  const char *choice = tsr_choice_kind_to_string (e->choice);

  if (e->has & TSR_HAS_PLAYER)
    return describe_pending_player (choice, player_name (game, e->player));

  return describe_pending_anyone (choice);
}

/* <options> */

static char *
describe_options (const TsrExpectation *e,
                  const TsrGame        *game)
{
  /* Translators: how many answers the game offers to what it waits for now */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "There is %lld way to answer what the game waits for.", "There are %lld ways to answer what the game waits for.", (gulong) e->count),
                          (long long) e->count);
}

/* <placements>, <legal> */

static char *
describe_placements (const TsrExpectation *e,
                     const TsrGame        *game)
{
  /* Translators: a number, then the name of a tile ("city cap with a straight road"); every square
   * and rotation counts as one way */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "There is %lld legal way to place the tile “%s”.", "There are %lld legal ways to place the tile “%s”.", (gulong) e->count),
                          (long long) e->count, tsr_tile_type_get_name (e->tile));
}

static char *
describe_legal (const TsrExpectation *e,
                const TsrGame        *game)
{
  const char *name = tsr_tile_type_get_name (e->tile);

  if (e->flag)
    /* Translators: the name of a tile, a square and a rotation in degrees */
    return g_strdup_printf (_("The tile “%s” may be placed at (%d, %d), turned %d°."), name, e->x, e->y,
                            e->rotation * 90);

  /* Translators: the name of a tile, a square and a rotation in degrees */
  return g_strdup_printf (_("The tile “%s” may not be placed at (%d, %d), turned %d°."), name, e->x, e->y,
                          e->rotation * 90);
}

/* <can-place> */

/* Where @port is on the tile placed this turn, which the expectation
 * names by no position: the side, or the corner at a side's end. */
static const char *
place_on_placed_tile (TsrPort port)
{
  if (port == TSR_PORT_SPAN)
    /* Translators: where a figure may be put, on the tile placed in this turn */
    return _("on the bridge across the tile placed this turn");
  if (!TSR_PORT_IS_EDGE (port))
    /* Translators: where a figure may be put: the middle of the tile placed in this turn */
    return _("on the tile placed this turn");

  if (port % 3 == 1)
    switch (tsr_port_side (port))
      {
      /* Translators: where a figure may be put, on the tile placed in this turn */
      case TSR_SIDE_N: return _("on the north side of the tile placed this turn");
      /* Translators: as "on the north side of the tile placed this turn" */
      case TSR_SIDE_E: return _("on the east side of the tile placed this turn");
      /* Translators: as "on the north side of the tile placed this turn" */
      case TSR_SIDE_S: return _("on the south side of the tile placed this turn");
      /* Translators: as "on the north side of the tile placed this turn" */
      default: return _("on the west side of the tile placed this turn");
      }

  /* The ports clockwise from the north side's first: N1 N3 lie in the
   * north-west and north-east corners, E1 E3 in the north-east and
   * south-east… */
  switch (((port / 3) + (port % 3 == 2)) % 4)
    {
    /* Translators: where a figure may be put, on the tile placed in this turn */
    case 0: return _("in the north-west corner of the tile placed this turn");
    /* Translators: as "in the north-west corner of the tile placed this turn" */
    case 1: return _("in the north-east corner of the tile placed this turn");
    /* Translators: as "in the north-west corner of the tile placed this turn" */
    case 2: return _("in the south-east corner of the tile placed this turn");
    /* Translators: as "in the north-west corner of the tile placed this turn" */
    default: return _("in the south-west corner of the tile placed this turn");
    }
}

static char *
describe_can_place (const TsrExpectation *e,
                    const TsrGame        *game)
{
  const char *kind = tsr_figure_kind_get_name (e->figure);
  g_autofree char *place = NULL;

  if (e->has & TSR_HAS_POS)
    place = tsr_place_describe (e->x, e->y, e->port, kind_at (game, e->x, e->y, e->port));
  else
    place = g_strdup (place_on_placed_tile (e->port));

  if (e->flag)
    /* Translators: a kind of figure and a place ("on the north side of the tile at (1, 0)") */
    return g_strdup_printf (_("The player whose turn it is may put their %s %s."), kind, place);

  /* Translators: a kind of figure and a place ("on the north side of the tile at (1, 0)") */
  return g_strdup_printf (_("The player whose turn it is may not put their %s %s."), kind, place);
}

/* <step>, <scored>, <rejected> */

/* <scored>: by the kind of feature, as its noun agrees with the
 * sentence. */
static const char *const scored_sentences[TSR_N_FEATURE_KINDS + 1] = {
  /* Translators: a score the trace holds, anywhere up to this point; {player} is a player's name,
   * {points} a number of points ("9 points") */
  [TSR_FEATURE_CITY] = N_("{player} has scored {points} for a city."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_ROAD] = N_("{player} has scored {points} for a road."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_FIELD] = N_("{player} has scored {points} for a field."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_MONASTERY] = N_("{player} has scored {points} for a monastery."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_AMPHITHEATRE] = N_("{player} has scored {points} for an amphitheatre."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_RIVER] = N_("{player} has scored {points} for a river."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_FEATURE_GARDEN] = N_("{player} has scored {points} for a garden."),
  /* Translators: as "{player} has scored {points} for a city." */
  [TSR_N_FEATURE_KINDS] = N_("{player} has scored {points} for a feature."),
};

static char *
describe_scored (const TsrExpectation *e,
                 const TsrGame        *game)
{
  /* Translators: a number of points, put into a sentence saying who scored it */
  g_autofree char *points = g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%lld point", "%lld points",
                                                          (gulong) e->points), (long long) e->points);

  return tsr_sentence_fill (_(scored_sentences[MIN (e->feature, TSR_N_FEATURE_KINDS)]),
                            "player", player_name (game, e->player), "points", points, NULL);
}


static char *
describe_step (const TsrExpectation *e,
               const TsrGame        *game)
{
  const TsrRule *rule = tsr_rulebook_lookup_rule (tsr_game_get_rulebook (game), e->rule);

  /* Translators: the title of a rule ("Scoring a city"); the script's expectations are checked
   * at points of the script, and this holds when the rule was followed since the checks before */
  return g_strdup_printf (_("The rule “%s” has been followed since the previous checks, or since the start."),
                          rule != NULL ? tsr_translate (rule->title) : e->rule);
}

static char *
describe_rejected (const TsrExpectation *e,
                   const TsrGame        *game)
{
  const char *message;

  if (!(e->has & TSR_HAS_CODE))
    return g_strdup (_("The action just before was refused."));

  message = tsr_rulebook_lookup_rejection (tsr_game_get_rulebook (game), tsr_rule_error_to_string (e->code));
  if (message == NULL)
    /* Translators: the name of the reason as files write it */
    return g_strdup_printf (_("The action just before was refused, for the reason “%s”."),
                            tsr_rule_error_to_string (e->code));

  /* Translators: %s is the rules' sentence saying why ("Someone already holds that feature.") */
  return g_strdup_printf (_("The action just before was refused: %s"), tsr_translate (message));
}

static const struct
{
  const char *name;
  char     *(*describe) (const TsrExpectation *e,
                         const TsrGame        *game);
} describers[] = {
  { "score", describe_score },
  { "supply", describe_supply },
  { "removed", describe_removed },
  { "figure", describe_figure },
  { "token", describe_token },
  { "tokens", describe_tokens },
  { "feature", describe_feature },
  { "turn", describe_turn },
  { "pending", describe_pending },
  { "options", describe_options },
  { "placements", describe_placements },
  { "legal", describe_legal },
  { "can-place", describe_can_place },
  { "step", describe_step },
  { "scored", describe_scored },
  { "rejected", describe_rejected },
};

/**
 * tsr_expectation_describe:
 * @game: a game of the scenario @expectation belongs to: its players'
 *   names and the kinds of feature on its board (where there is a tile)
 *   are used
 *
 * Returns: (transfer full): what @expectation expects, as a sentence in
 *   the player's words, in the current language
 */
char *
tsr_expectation_describe (const TsrExpectation *expectation,
                          const TsrGame        *game)
{
  g_return_val_if_fail (expectation != NULL, NULL);
  g_return_val_if_fail (game != NULL, NULL);

  for (guint i = 0; i < G_N_ELEMENTS (describers); i++)
    if (g_str_equal (describers[i].name, expectation->decl->name))
      return describers[i].describe (expectation, game);

  g_return_val_if_reached (g_strdup (expectation->decl->name));
}
