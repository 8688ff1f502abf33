/* tsr-describe.c: what the game waits for, and what an answer does, in
 * words
 *
 * The window's prompts and button labels are rule text like the step
 * explanations: each module gives them for its own choices and answers
 * (<prompt> and <label> in rules/ID.xml), and a module's prompt() and
 * label() hooks say which case applies and fill in the values shown.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include <glib/gi18n-lib.h>

#include "tsr-describe.h"
#include "tsr-explain.h"
#include "tsr-feature-text.h"
#include "tsr-names.h"
#include "tsr-i18n.h"
#include "tsr-module-api.h"

/* The module whose words a choice is said in: the one waiting for it,
 * the base game for the engine's own. */
static guint
choice_module (const TsrGame *game)
{
  gint module = tsr_game_get_choice_module (game);

  return module >= 0 ? (guint) module : TSR_MODULE_BASE;
}

/* The first module in play of @modules (a bit each), or the base game. */
static guint
first_in_play (const TsrGame *game,
               guint32        modules)
{
  for (guint i = 0; modules >> i != 0; i++)
    if ((modules >> i) & 1 && tsr_game_module_is_on (game, i))
      return i;

  return TSR_MODULE_BASE;
}

/* The phrase of @module (its case @which, else its own), else the base
 * game's plain one; %NULL when there is none. */
static const TsrPhrase *
lookup (const TsrGame *game,
        guint          module,
        gboolean       prompt,
        const char    *name,
        const char    *which)
{
  const TsrRulebook *rulebook = tsr_game_get_rulebook (game);
  const TsrModuleText *text = tsr_rulebook_lookup_module (rulebook, tsr_module_get (module)->id);
  const TsrModuleText *base = tsr_rulebook_lookup_module (rulebook, "base");
  const TsrPhrase *phrase = NULL;

  if (text != NULL && which != NULL)
    phrase = tsr_module_text_lookup_phrase (prompt ? text->prompts : text->labels, name, which);
  if (phrase == NULL && text != NULL)
    phrase = tsr_module_text_lookup_phrase (prompt ? text->prompts : text->labels, name, NULL);
  if (phrase == NULL)
    phrase = tsr_module_text_lookup_phrase (prompt ? base->prompts : base->labels, name, NULL);

  return phrase;
}

/**
 * tsr_game_describe_choice:
 *
 * Returns: (transfer full): what the game waits for, in the current
 *   language: the prompt of the pending choice from its module's rule
 *   text
 */
char *
tsr_game_describe_choice (TsrGame *game)
{
  const TsrChoice *choice = tsr_game_get_choice (game);
  const TsrModule *module = tsr_module_get (choice_module (game));
  const char *which = NULL;
  const TsrPhrase *phrase;
  TsrStep values;

  tsr_step_init (&values, NULL);
  values.player = choice->player;
  if (module->prompt != NULL && tsr_game_get_choice_module (game) >= 0)
    which = module->prompt (game, &values);

  phrase = lookup (game, choice_module (game), TRUE, tsr_choice_kind_to_string (choice->kind), which);
  if (phrase == NULL)
    phrase = lookup (game, TSR_MODULE_BASE, TRUE, "any", NULL);
  g_return_val_if_fail (phrase != NULL, g_strdup (""));

  return tsr_game_fill_text (game, tsr_translate (phrase->text), &values);
}

/**
 * tsr_game_describe_action:
 * @action: one of the answers to the pending choice
 *
 * The words of a button giving @action: a figure's placement as the
 * figure's module says it, declining as the choice's module says it,
 * any other answer as the module waiting for it (or whose action it is)
 * says it.
 *
 * Returns: (transfer full): the label, in the current language, with an
 *   underscore before its access key where it has one
 */
char *
tsr_game_describe_action (TsrGame         *game,
                          const TsrAction *action)
{
  const char *name = tsr_action_kind_to_string (action->kind);
  const char *which = NULL;
  const TsrPhrase *phrase;
  TsrStep values;
  guint module;

  if (action->kind == TSR_ACTION_PLACE_FIGURE)
    module = first_in_play (game, tsr_figure_kind_get_owners (action->figure));
  else if (action->kind == TSR_ACTION_SKIP || tsr_game_get_choice_module (game) >= 0)
    module = choice_module (game);
  else
    module = first_in_play (game, tsr_action_kind_get_owners (action->kind));

  tsr_step_init (&values, NULL);
  values.player = tsr_game_get_choice (game)->player;
  if (tsr_module_get (module)->label != NULL)
    which = tsr_module_get (module)->label (game, action, &values);

  /* The engine's own answers are said by the base game. */
  if (action->kind == TSR_ACTION_SKIP && tsr_game_get_choice_module (game) < 0 &&
      tsr_game_get_choice (game)->kind == TSR_CHOICE_FIGURE)
    which = "figure";

  phrase = lookup (game, module, FALSE, name, which);
  if (phrase == NULL)
    return g_strdup (name);

  return tsr_game_fill_text (game, tsr_translate (phrase->text), &values);
}

/**
 * tsr_label_without_mnemonic:
 *
 * Returns: (transfer full): a button's label as it is read: without the
 *   underscore before its access key ("__" stands for one underscore)
 */
char *
tsr_label_without_mnemonic (const char *label)
{
  GString *text = g_string_sized_new (strlen (label));

  for (const char *p = label; *p != '\0'; p++)
    {
      if (*p == '_')
        {
          if (p[1] != '_')
            continue;
          p++;
        }
      g_string_append_c (text, *p);
    }

  return g_string_free (text, FALSE);
}

/**
 * tsr_game_describe_option:
 *
 * Returns: (transfer full): one answer to the pending choice as a whole
 *   sentence, with its place on the board where it has one, for a list
 *   of every legal answer: "Place the tile at (1, 0), turned 90°."
 */
char *
tsr_game_describe_option (TsrGame         *game,
                          const TsrAction *action)
{
  g_autofree char *label = tsr_game_describe_action (game, action);
  g_autofree char *plain = tsr_label_without_mnemonic (label);
  const TsrPlacedTile *tile;
  g_autofree char *place = NULL;
  g_autofree char *heading = NULL;
  TsrFeatureKind kind = TSR_N_FEATURE_KINDS;
  gint32 x, y;

  if (action->kind == TSR_ACTION_PLACE_TILE && action->has_pos)
    /* Translators: an answer in the list of every legal one: where the tile in hand goes and how far
     * it is turned clockwise, in degrees */
    return g_strdup_printf (_("Place the tile at (%d, %d), turned %u°."), action->x, action->y,
                            action->rotation * 90u);
  if (!tsr_game_get_answer_place (game, action, &x, &y))
    return g_steal_pointer (&plain);

  tile = tsr_board_get (tsr_game_get_board (game), x, y);
  if (tile != NULL && action->port != TSR_PORT_NONE && tsr_placed_tile_segment_at (tile, action->port) >= 0)
    kind = tsr_placed_tile_segment_kind (tile, tsr_placed_tile_segment_at (tile, action->port));
  place = tsr_place_describe (x, y, action->port, kind);
  if (kind == TSR_N_FEATURE_KINDS)
    /* Translators: an answer in the list of every legal one: the answer as its button says it
     * ("Lay a Bridge North to South"), then where on the board ("on the tile at (1, 0)") */
    return g_strdup_printf (_("%s %s."), plain, place);
  heading = tsr_feature_heading (kind, place);

  /* Translators: an answer in the list of every legal one: the answer as its button says it
   * ("Place a Meeple"), then the feature or tile it is for ("The city on the north side of the
   * tile at (1, 0)") */
  return g_strdup_printf (_("%s: %s."), plain, heading);
}
