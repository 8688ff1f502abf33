/* tsr-registry.h: a table of the pieces modules declare, by name
 *
 * Figure kinds, tokens, actions, pending choices and rejection codes are
 * each such a table: modules add their declarations when they are
 * registered, and each gets a small number, its place in the table.  A
 * declaration starts with its name (a const char *), the name scenario
 * files use.  Two modules may declare the same name (the Rainbow Bridge
 * and Natural Disasters both have <land>): the piece is then theirs
 * together, and in play when either is.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

G_BEGIN_DECLS

typedef struct
{
  const char    *what;      /* "figure kind", for the programmer's errors */
  guint          max;
  /* Whether a second module may declare a name already declared, as this
   * one does (NULL: names are each one module's). */
  gboolean     (*same)      (gconstpointer  a,
                             gconstpointer  b);
  guint          n;
  gconstpointer *decls;
  guint32       *owners;    /* a bit per module */
} TsrRegistry;

#define TSR_REGISTRY_INIT(what, max, same) { (what), (max), (same), 0, NULL, NULL }

gboolean       tsr_registry_same_name (gconstpointer  a,
                                       gconstpointer  b);
guint          tsr_registry_add      (TsrRegistry   *registry,
                                      gconstpointer  decl,
                                      guint          module);
gboolean       tsr_registry_lookup   (const TsrRegistry *registry,
                                      const char        *name,
                                      guint             *id);
guint          tsr_registry_count    (const TsrRegistry *registry);
char          *tsr_registry_list     (const TsrRegistry *registry,
                                      guint              first,
                                      gboolean         (*keep) (gconstpointer decl));

/* The name a declaration starts with. */
static inline const char *
tsr_registry_name (gconstpointer decl)
{
  return *(const char * const *) decl;
}

/* Inline: the rules ask what a kind is at every step. */
static inline gconstpointer
tsr_registry_get (const TsrRegistry *registry,
                  guint              id)
{
  g_return_val_if_fail (id < registry->n, NULL);

  return registry->decls[id];
}

static inline guint32
tsr_registry_owners (const TsrRegistry *registry,
                     guint              id)
{
  g_return_val_if_fail (id < registry->n, 0);

  return registry->owners[id];
}

G_END_DECLS
