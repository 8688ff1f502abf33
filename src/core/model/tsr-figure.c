/* tsr-figure.c: the registry of figure kinds
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-figure.h"
#include "tsr-registry.h"

static TsrRegistry figures = TSR_REGISTRY_INIT ("figure", TSR_MAX_FIGURE_KINDS, NULL);

/* Worked out once when a kind is registered: what its supply is, and
 * which other kind it may stand for. */
static TsrFigureKind supply_of[TSR_MAX_FIGURE_KINDS];
static TsrFigureKind also_of[TSR_MAX_FIGURE_KINDS];

static inline const TsrFigureDecl *
decl_of (TsrFigureKind kind)
{
  return tsr_registry_get (&figures, kind);
}

static TsrFigureKind
kind_named (const char *name,
            TsrFigureKind fallback)
{
  guint id;

  if (name == NULL)
    return fallback;
  if (!tsr_registry_lookup (&figures, name, &id))
    g_error ("The figure kind “%s” is named before it is registered", name);

  return id;
}

void
tsr_figure_kind_register (const TsrFigureDecl *decl,
                          guint                module)
{
  TsrFigureKind kind = tsr_registry_add (&figures, decl, module);

  supply_of[kind] = kind_named (decl->supply, kind);
  also_of[kind] = kind_named (decl->also_from, TSR_FIGURE_NONE);
  if (decl->id != NULL)
    *decl->id = kind;
}

guint
tsr_figure_kind_count (void)
{
  return tsr_registry_count (&figures);
}

const TsrFigureDecl *
tsr_figure_kind_get_decl (TsrFigureKind kind)
{
  return decl_of (kind);
}

/* Returns: the modules that declare @kind, a bit each */
guint
tsr_figure_kind_get_owners (TsrFigureKind kind)
{
  return tsr_registry_owners (&figures, kind);
}

const char *
tsr_figure_kind_to_string (TsrFigureKind kind)
{
  return decl_of (kind)->name;
}

gboolean
tsr_figure_kind_from_string (const char    *text,
                             TsrFigureKind *kind)
{
  guint id;

  if (!tsr_registry_lookup (&figures, text, &id))
    return FALSE;

  *kind = id;
  return TRUE;
}

gboolean
tsr_figure_kind_is_neutral (TsrFigureKind kind)
{
  return (decl_of (kind)->flags & TSR_FIGURE_NEUTRAL) != 0;
}

/* The supply a figure of @kind comes from and goes back to. */
TsrFigureKind
tsr_figure_kind_supply (TsrFigureKind kind)
{
  g_return_val_if_fail (kind < figures.n, TSR_FIGURE_MEEPLE);

  return supply_of[kind];
}

/* Whether a figure of @kind may be taken from @piece's supply. */
gboolean
tsr_figure_kind_can_be (TsrFigureKind kind,
                        TsrFigureKind piece)
{
  g_return_val_if_fail (kind < figures.n, FALSE);

  return piece != TSR_FIGURE_NONE && (piece == supply_of[kind] || piece == also_of[kind]);
}

/* The supply this figure comes from: its kind's, or the one it stands
 * for. */
TsrFigureKind
tsr_figure_supply (const TsrFigure *figure)
{
  return figure->piece;
}

/* Where each kind may stand by its own nature; whether the feature is free
 * and the module on is decided by the turn machine. */
gboolean
tsr_figure_kind_can_stand (TsrFigureKind  kind,
                           TsrFeatureKind feature)
{
  return (decl_of (kind)->stands_on & (1u << feature)) != 0;
}

/* How much a figure counts for the majority on a feature. */
guint
tsr_figure_kind_weight (TsrFigureKind kind)
{
  return (decl_of (kind)->flags & (TSR_FIGURE_NEUTRAL | TSR_FIGURE_NO_SHARE)) ? 0 : 1;
}

/* Whether the figure goes back to its owner when its feature is scored
 * during the game. */
gboolean
tsr_figure_kind_goes_home (TsrFigureKind kind)
{
  return (decl_of (kind)->flags & TSR_FIGURE_STAYS) == 0;
}

static gboolean
belongs_to_players (gconstpointer decl)
{
  return (((const TsrFigureDecl *) decl)->flags & TSR_FIGURE_NEUTRAL) == 0;
}

/* Returns: (transfer full): the kinds' names, "meeple, abbot…", or only
 * those of the players' figures */
char *
tsr_figure_kind_list (gboolean players_only)
{
  return tsr_registry_list (&figures, 0, players_only ? belongs_to_players : NULL);
}
