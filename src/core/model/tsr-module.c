/* tsr-module.c: the registry of modules and of the pieces they declare
 *
 * Modules are registered from above, once, before anything asks for a
 * module or a piece: tsr_core_init() registers the built-in ones in the
 * order their hooks run in, and a program (a test) may register one of
 * its own after them, before any game is made.  Registering a module
 * fills the registries of its pieces below.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>
#include <glib/gi18n-lib.h>

#include "tsr-module.h"

static const TsrModule *modules[TSR_MAX_MODULES];
static guint n_modules;
static TsrHookMasks masks;
static GHashTable *rules;   /* rule id → const TsrRuleDecl * */

/* The engine's own pieces, the base game's before anything else, so
 * that their numbers are the constants the headers give them. */

static char *
too_many_meeples (const char *owner,
                  gint        owned)
{
  /* Translators: %s is a player's name */
  return g_strdup_printf (g_dngettext (GETTEXT_PACKAGE, "%s owns %d meeple but has more on the board.", "%s owns %d meeples but has more on the board.", owned),
                          owner, owned);
}

static const TsrFigureDecl engine_figures[] = {
  {
    .name = "meeple",
    /* Translators: the ordinary wooden follower of Carcassonne */
    .title = NC_("figure", "meeple"),
    .stands_on = TSR_FEATURES_FOLLOWED,
    .owned = 7,
    .owned_attribute = "meeples",
    .owned_title = N_("Meeples Owned"),
    .place_rule = "base.place-figure",
    .too_many = too_many_meeples,
  },
  { NULL }
};

static const TsrActionDecl engine_actions[] = {
  { "draw", NULL, TSR_ACTION_TILE },
  { "place-tile", NULL, TSR_ACTION_TILE | TSR_ACTION_POSITION | TSR_ACTION_ROTATION },
  { "place-figure", NULL, TSR_ACTION_FIGURE | TSR_ACTION_PORT | TSR_ACTION_MAY_POS },
  { "skip", NULL, 0 },
  { "end-game", NULL, 0 },
  { NULL }
};

static const TsrChoiceDecl engine_choices[] = {
  { "none" }, { "draw" }, { "place-tile" }, { "place-figure" }, { NULL }
};

static const TsrRejectionDecl engine_rejections[] = {
  { "not-adjacent" }, { "position-taken" }, { "edge-mismatch" }, { "feature-occupied" },
  { "feature-complete" }, { "no-figure-left" }, { "not-your-choice" }, { "not-allowed-now" },
  { "not-placed-tile" }, { "no-segment" }, { "wrong-feature" }, { "module-off" },
  { "same-feature" }, { "no-tile-left" }, { "not-in-history" }, { NULL }
};

static const TsrModule engine = {
  .id = "engine",
  .figures = engine_figures,
  .actions = engine_actions,
  .choices = engine_choices,
  .rejections = engine_rejections,
};

/* What the window, the checker and the loader read of a declaration
 * without asking is there: a module missing it is a programmer's error,
 * said when it is registered rather than when a user meets it. */
static void
require (const TsrModule *module,
         gconstpointer    field,
         const char      *what,
         const char      *name)
{
  if (field == NULL)
    g_error ("The module “%s” declares “%s” without %s", module->id, name, what);
}

static void
check_pieces (const TsrModule *module)
{
  for (const TsrFigureDecl *d = module->figures; d != NULL && d->name != NULL; d++)
    {
      require (module, d->title, "a title", d->name);
      /* The checker says when a player has more of a supply than owned. */
      if (!(d->flags & TSR_FIGURE_NEUTRAL) && d->supply == NULL)
        require (module, (gconstpointer) d->too_many, "a too_many() message", d->name);
    }
  for (const TsrTokenDecl *d = module->tokens; d != NULL && d->name != NULL; d++)
    {
      require (module, d->supply_text, "a supply text", d->name);
      require (module, (gconstpointer) d->too_many, "a too_many() message", d->name);
    }
  for (const TsrPlayerFlagDecl *d = module->player_flags; d != NULL && d->attribute != NULL; d++)
    {
      require (module, d->value, "a value", d->attribute);
      require (module, d->bit, "a bit", d->attribute);
      require (module, d->title, "a title", d->attribute);
      require (module, d->summary, "a summary", d->attribute);
      require (module, (gconstpointer) d->set, "a set() function", d->attribute);
    }
  for (const TsrPlayerStockDecl *d = module->player_stocks; d != NULL && d->name != NULL; d++)
    {
      require (module, d->attribute, "an attribute", d->name);
      require (module, d->index, "an index", d->attribute);
      require (module, d->title, "a title", d->attribute);
      require (module, (gconstpointer) d->initial, "an initial() function", d->attribute);
      require (module, (gconstpointer) d->summary, "a summary() function", d->attribute);
    }
  for (const TsrEditPieceDecl *d = module->edit_pieces; d != NULL && d->name != NULL; d++)
    {
      require (module, d->tooltip, "a tooltip", d->name);
      require (module, d->hint, "a hint", d->name);
      require (module, (gconstpointer) d->apply, "an apply() function", d->name);
    }
  for (const TsrCardDeckDecl *d = module->card_decks; d != NULL && d->name != NULL; d++)
    {
      require (module, d->title, "a title", d->name);
      require (module, d->label, "a label", d->name);
      require (module, d->add_tooltip, "an add tooltip", d->name);
      require (module, d->cards, "its cards", d->name);
      require (module, d->card_titles, "its cards' titles", d->name);
      require (module, d->shuffle_tooltip, "a shuffle tooltip", d->name);
      require (module, (gconstpointer) d->get, "a get() function", d->name);
      require (module, (gconstpointer) d->set, "a set() function", d->name);
    }
  for (const TsrFeaturePropertyDecl *d = module->feature_properties; d != NULL && d->name != NULL; d++)
    require (module, (gconstpointer) d->get, "a get() function", d->name);
}

static void
register_pieces (const TsrModule *module,
                 guint            index)
{
  for (const TsrFigureDecl *d = module->figures; d != NULL && d->name != NULL; d++)
    tsr_figure_kind_register (d, index);
  for (const TsrTokenDecl *d = module->tokens; d != NULL && d->name != NULL; d++)
    tsr_token_kind_register (d, index);
  for (const TsrActionDecl *d = module->actions; d != NULL && d->name != NULL; d++)
    tsr_action_kind_register (d, index);
  for (const TsrChoiceDecl *d = module->choices; d != NULL && d->name != NULL; d++)
    tsr_choice_kind_register (d, index);
  for (const TsrRejectionDecl *d = module->rejections; d != NULL && d->name != NULL; d++)
    tsr_rule_error_register (d, index);
  for (const TsrPlayerFlagDecl *d = module->player_flags; d != NULL && d->attribute != NULL; d++)
    tsr_player_flag_register (d, index);
  for (const TsrPlayerStockDecl *d = module->player_stocks; d != NULL && d->name != NULL; d++)
    tsr_player_stock_register (d, index);
  for (const TsrFeaturePropertyDecl *d = module->feature_properties; d != NULL && d->name != NULL; d++)
    tsr_feature_property_register (d, index);
  if (rules == NULL)
    rules = g_hash_table_new (g_str_hash, g_str_equal);
  for (const TsrRuleDecl *d = module->rules; d != NULL && d->id != NULL; d++)
    g_hash_table_insert (rules, (gpointer) d->id, (gpointer) d);
}

/**
 * tsr_module_stage_hook:
 *
 * Returns: (nullable): @module's hook for @stage
 */
TsrStageHook
tsr_module_stage_hook (const TsrModule *module,
                       TsrStage         stage)
{
  switch (stage)
    {
    case TSR_STAGE_BEGIN_TURN:
      return module->begin_turn;
    case TSR_STAGE_PLACE_TILE:
      return module->place_tile;
    case TSR_STAGE_AFTER_PLACE:
      return module->after_place;
    case TSR_STAGE_AFTER_FIGURE:
      return module->after_figure;
    case TSR_STAGE_BEFORE_SCORING:
      return module->before_scoring;
    case TSR_STAGE_AFTER_SCORING:
      return module->after_scoring;
    case TSR_STAGE_END_TURN:
      return module->end_turn;
    case TSR_STAGE_FINAL:
      return module->before_final;
    case TSR_STAGE_SCORING:
    case TSR_STAGE_FINAL_SCORING:
      return module->order_scoring;
    case TSR_STAGE_DRAW:
    case TSR_STAGE_FIGURE:
    case TSR_STAGE_GAME_OVER:
    default:
      return NULL;
    }
}

static void
note_hooks (const TsrModule *module,
            guint            index)
{
  G_STATIC_ASSERT (TSR_STAGE_GAME_OVER < G_N_ELEMENTS (masks.stage));

  for (TsrStage stage = 0; stage <= TSR_STAGE_GAME_OVER; stage++)
    if (tsr_module_stage_hook (module, stage) != NULL)
      masks.stage[stage] |= 1u << index;
  if (module->interrupt != NULL)
    masks.interrupt |= 1u << index;
  if (module->placement_veto != NULL || module->placement_rescue != NULL)
    masks.placement |= 1u << index;
  if (module->extra_options != NULL)
    masks.extra |= 1u << index;
}

static TsrModuleId
add_module (const TsrModule *module)
{
  guint index = n_modules;

  for (guint i = 0; i < n_modules; i++)
    if (strcmp (modules[i]->id, module->id) == 0)
      g_error ("Two modules are called “%s”", module->id);
  if (index == TSR_MAX_MODULES)
    g_error ("More than %d modules are registered", TSR_MAX_MODULES);

  modules[n_modules++] = module;
  if (module->index != NULL)
    *module->index = index;
  check_pieces (module);
  register_pieces (module, index);
  note_hooks (module, index);
  return index;
}

/**
 * tsr_module_register:
 * @module: a module that outlives the program
 *
 * Adds a module after those registered before it; the first is the base
 * game, which owns the engine's own pieces too.  Call it before making
 * any game, and from one thread.
 *
 * Returns: its number
 */
TsrModuleId
tsr_module_register (const TsrModule *module)
{
  if (n_modules == 0)
    {
      g_return_val_if_fail (strcmp (module->id, "base") == 0, 0);
      register_pieces (&engine, TSR_MODULE_BASE);
    }

  return add_module (module);
}

/* Asking for modules before any is registered is a programmer's error:
 * the answer would be that none exists. */
static gboolean
check_registered (void)
{
  if (G_LIKELY (n_modules > 0))
    return TRUE;

  g_critical ("No module is registered yet: call tsr_core_init() first");
  return FALSE;
}

guint
tsr_module_count (void)
{
  check_registered ();
  return n_modules;
}

const TsrModule *
tsr_module_get (TsrModuleId id)
{
  g_return_val_if_fail (id < n_modules, NULL);

  return modules[id];
}

gboolean
tsr_module_lookup (const char  *name,
                   TsrModuleId *id)
{
  check_registered ();
  for (guint i = 0; i < n_modules; i++)
    if (strcmp (modules[i]->id, name) == 0)
      {
        *id = i;
        return TRUE;
      }

  return FALSE;
}

/**
 * tsr_rule_decl_lookup:
 *
 * Returns: (nullable): how a module declares the rule @id
 */
const TsrRuleDecl *
tsr_rule_decl_lookup (const char *id)
{
  if (!check_registered ())
    return NULL;
  return g_hash_table_lookup (rules, id);
}

/* Whether a step of @rule is news a player should not miss. */
gboolean
tsr_rule_is_announced (const char *rule)
{
  const TsrRuleDecl *decl = tsr_rule_decl_lookup (rule);

  return decl != NULL && (decl->flags & TSR_RULE_ANNOUNCED) != 0;
}

/**
 * tsr_hook_masks:
 *
 * Which modules have a hook for each stage, an interrupt hook, a say on
 * placements: a bit per module, kept as modules are registered.  The run
 * loop and random play ask at every step, and a base game has none of
 * them.
 */
const TsrHookMasks *
tsr_hook_masks (void)
{
  return &masks;
}

/* For state_equal hooks: two arrays of plain structs, byte for byte. */
gboolean
tsr_module_arrays_equal (GArray *a,
                         GArray *b)
{
  guint size = g_array_get_element_size (a);

  return size == g_array_get_element_size (b) && a->len == b->len &&
         (a->len == 0 || memcmp (a->data, b->data, (gsize) a->len * size) == 0);
}
