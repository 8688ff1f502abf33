/* tsr-art.c: the registry of the modules' board art
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "expansions/tsr-builtin-art.h"
#include "tsr-art.h"

static const TsrArtDecl *arts[TSR_MAX_MODULES];
static guint art_modules[TSR_MAX_MODULES];
static const TsrArtDecl *by_module[TSR_MAX_MODULES];
static guint n_arts;

static void
add_art (const TsrArtDecl *art)
{
  TsrModuleId module;

  if (!tsr_module_lookup (art->module, &module))
    g_error ("Art is registered for the module “%s”, which is not", art->module);
  if (n_arts == TSR_MAX_MODULES)
    g_error ("More than %d modules have art", TSR_MAX_MODULES);

  art_modules[n_arts] = module;
  arts[n_arts++] = art;
  by_module[module] = art;
}

/* The built-in modules' art, registered on first use. */
static void
ensure (void)
{
  static gsize ready = 0;

  if (g_once_init_enter (&ready))
    {
      const TsrArtDecl *const *builtin = tsr_builtin_art ();

      for (guint i = 0; builtin[i] != NULL; i++)
        add_art (builtin[i]);
      g_once_init_leave (&ready, 1);
    }
}

/**
 * tsr_art_register:
 * @art: the art of a module registered before it, outliving the program
 *
 * Adds the art of a module the program registered itself, before
 * anything is drawn.
 */
void
tsr_art_register (const TsrArtDecl *art)
{
  ensure ();
  add_art (art);
}

/* Returns: (nullable): the art of @module, if it has any */
const TsrArtDecl *
tsr_art_for_module (guint module)
{
  ensure ();
  return module < TSR_MAX_MODULES ? by_module[module] : NULL;
}

guint
tsr_art_count (void)
{
  ensure ();
  return n_arts;
}

const TsrArtDecl *
tsr_art_get (guint index)
{
  g_return_val_if_fail (index < n_arts, NULL);

  return arts[index];
}

/* Whether the module of the art at @index is in play in @game: the hooks
 * that look at a game are only asked then. */
gboolean
tsr_art_in_play (guint          index,
                 const TsrGame *game)
{
  g_return_val_if_fail (index < n_arts, FALSE);

  return tsr_game_has_any_module (game, 1u << art_modules[index]);
}

/* Draws the palette's picture of the edit piece @name (TsrEditPieceDecl)
 * by whichever module's art knows it.  Returns: %FALSE if none does */
gboolean
tsr_art_draw_piece (cairo_t    *cr,
                    const char *name)
{
  ensure ();
  for (guint i = 0; i < n_arts; i++)
    if (arts[i]->draw_piece != NULL && arts[i]->draw_piece (cr, name))
      return TRUE;
  return FALSE;
}
