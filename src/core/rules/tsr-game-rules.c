/* tsr-game-rules.c: which modules and variants are in play
 *
 * A module switched on brings the modules it requires, and the figures
 * it gives every player.  Each module remembers whether it was switched
 * on by itself: a file lists only those, the others come with them.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-game-private.h"

/* The figures the modules of @modules (a bit each) give every player. */
void
tsr_player_give_figures (TsrPlayer *player,
                         guint32    modules)
{
  for (TsrFigureKind kind = 0; kind < tsr_figure_kind_count (); kind++)
    {
      const TsrFigureDecl *decl = tsr_figure_kind_get_decl (kind);

      if ((tsr_figure_kind_get_owners (kind) & modules) && decl->owned > 0 &&
          tsr_figure_kind_supply (kind) == kind)
        player->owned[kind] = decl->owned;
    }
}

static gboolean
enable (TsrGame     *game,
        const char  *id,
        TsrModuleId *module,
        GError     **error)
{
  const TsrModuleText *text = tsr_rulebook_lookup_module (game->rulebook, id);

  if (!tsr_module_lookup (id, module) || text == NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_MODULE_OFF,
                   /* Translators: %s is the id of a module (the base game or an expansion) as files write
                    * it */
                   _("There is no module called “%s”."), id);
      return FALSE;
    }

  if (tsr_game_module_on (game, *module))
    return TRUE;

  game->st.modules |= 1u << *module;
  for (guint i = 0; text->requires[i] != NULL; i++)
    {
      TsrModuleId required;

      if (!enable (game, text->requires[i], &required, error))
        return FALSE;
    }

  if (tsr_module_get (*module)->state_new != NULL)
    game->st.module_state[*module] = tsr_module_get (*module)->state_new ();
  if (tsr_module_get (*module)->enable != NULL)
    tsr_module_get (*module)->enable (game);
  for (guint i = 0; i < game->st.players->len; i++)
    tsr_player_give_figures (&g_array_index (game->st.players, TsrPlayer, i), 1u << *module);

  return TRUE;
}

/**
 * tsr_game_enable_module:
 * @id: a module id: "abbot", "phantom"…
 *
 * Switches a module on by itself, with the modules its rule text says it
 * requires, and gives every player the figures it brings.  Only before
 * the game starts.
 */
gboolean
tsr_game_enable_module (TsrGame     *game,
                        const char  *id,
                        GError     **error)
{
  TsrModuleId module;

  g_return_val_if_fail (!game->started, FALSE);

  if (!enable (game, id, &module, error))
    return FALSE;

  game->st.chosen |= 1u << module;
  return TRUE;
}

/**
 * tsr_game_required_by:
 *
 * Returns: the first module in play that requires @module, or -1
 */
int
tsr_game_required_by (const TsrGame *game,
                      TsrModuleId    module)
{
  const char *id = tsr_module_get (module)->id;

  TSR_FOREACH_MODULE_ON (game, other)
    {
      const TsrModuleText *text = tsr_rulebook_lookup_module (game->rulebook, tsr_module_get (other)->id);

      if ((guint) other != module && text != NULL &&
          g_strv_contains ((const char * const *) text->requires, id))
        return other;
    }

  return -1;
}

/* After a module went: those nothing in play needs any more are on by
 * themselves. */
void
tsr_game_update_chosen (TsrGame *game)
{
  TSR_FOREACH_MODULE_ON (game, i)
    if (tsr_game_required_by (game, i) < 0)
      game->st.chosen |= 1u << i;
}

/**
 * tsr_game_module_chosen:
 *
 * Whether a module is in play by itself: switched on so, or on while no
 * module in play needs it.  Bridges switched on only because the Rainbow
 * Bridge needs them give nobody a supply of ordinary bridges.
 */
gboolean
tsr_game_module_chosen (const TsrGame *game,
                        TsrModuleId    module)
{
  /* Kept up to date as modules come and go: the placement rules ask. */
  return tsr_game_module_on (game, module) && (game->st.chosen & (1u << module)) != 0;
}

gboolean
tsr_game_has_module (const TsrGame *game,
                     const char    *id)
{
  TsrModuleId module;

  return tsr_module_lookup (id, &module) && tsr_game_module_on (game, module);
}

/* Whether any of @owners (a bit per module, as the registries of pieces
 * give them) is in play. */
gboolean
tsr_game_has_any_module (const TsrGame *game,
                         guint32        owners)
{
  return (game->st.modules & owners) != 0;
}

/**
 * tsr_game_set_variant:
 *
 * Chooses a reading of an ambiguous rule (docs/rules.md, each module's variants).  The value must be
 * one the rule text lists for it.
 */
gboolean
tsr_game_set_variant (TsrGame     *game,
                      const char  *id,
                      const char  *value,
                      GError     **error)
{
  const TsrVariant *variant = tsr_rulebook_lookup_variant (game->rulebook, id);
  gboolean was_box;

  if (variant == NULL)
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_MODULE_OFF,
                   /* Translators: %s is the id of a rule variant as files write it */
                   _("There is no variant called “%s”."), id);
      return FALSE;
    }

  if (!tsr_variant_accepts (variant, value))
    {
      g_set_error (error, TSR_RULE_ERROR, TSR_RULE_ERROR_MODULE_OFF,
                   /* Translators: the first %s is the id of a rule variant, the second the value asked of
                    * it, both as files write them */
                   _("The variant “%s” cannot be “%s”."), id, value);
      return FALSE;
    }

  /* An edition is what the box holds: a deck that was the box becomes the
   * new edition's box; one the user arranged keeps its tiles. */
  was_box = g_str_has_suffix (id, ".edition") && tsr_game_deck_is_box (game);
  g_hash_table_insert (game->st.variants, g_strdup (id), g_strdup (value));
  if (was_box)
    tsr_game_fill_deck (game, NULL);
  return TRUE;
}

/* The rule text's default for the variant @id. */
static const char *
variant_default (TsrGame    *game,
                 const char *id)
{
  const TsrVariant *variant;
  guint slot;

  /* The same address may hold another id by now: the id is compared. */
  for (guint i = 0; i < G_N_ELEMENTS (game->variant_defaults); i++)
    if (game->variant_defaults[i].asked == id && strcmp (game->variant_defaults[i].variant->id, id) == 0)
      return game->variant_defaults[i].variant->default_value;

  variant = tsr_rulebook_lookup_variant (game->rulebook, id);
  g_return_val_if_fail (variant != NULL, NULL);

  slot = game->variant_defaults_next++ % G_N_ELEMENTS (game->variant_defaults);
  game->variant_defaults[slot].asked = id;
  game->variant_defaults[slot].variant = variant;
  return variant->default_value;
}

/* Returns: the value in play: the one set, or the rule text's default. */
const char *
tsr_game_get_variant (const TsrGame *game,
                      const char    *id)
{
  /* Most games keep every default: the rules ask often, so look in the
   * set values only when there are some. */
  if (g_hash_table_size (game->st.variants) > 0)
    {
      const char *value = g_hash_table_lookup (game->st.variants, id);

      if (value != NULL)
        return value;
    }

  return variant_default ((TsrGame *) game, id);
}

gboolean
tsr_game_variant_is (const TsrGame *game,
                     const char    *id,
                     const char    *value)
{
  return g_strcmp0 (tsr_game_get_variant (game, id), value) == 0;
}
