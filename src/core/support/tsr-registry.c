/* tsr-registry.c
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include <string.h>

#include "tsr-registry.h"

/* Whether any piece has been registered yet.  The registries are filled
 * once at start-up, from above (tsr_core_init()): one read before then
 * would answer as if no module existed, so that is a programmer's error,
 * said at once. */
static gboolean filled;

static gboolean
check_filled (const TsrRegistry *registry)
{
  if (G_LIKELY (filled))
    return TRUE;

  g_critical ("The registry of %s kinds is read before any module is registered: "
              "call tsr_core_init() first", registry->what);
  return FALSE;
}

static gboolean
find (const TsrRegistry *registry,
      const char        *name,
      guint             *id)
{
  for (guint i = 0; i < registry->n; i++)
    if (strcmp (tsr_registry_name (registry->decls[i]), name) == 0)
      {
        *id = i;
        return TRUE;
      }

  return FALSE;
}

/* For a registry whose declarations are their names and nothing more
 * (choices, rejection codes): any two modules may declare one. */
gboolean
tsr_registry_same_name (gconstpointer a,
                        gconstpointer b)
{
  return TRUE;
}

/**
 * tsr_registry_add:
 * @decl: a declaration, starting with its name; it must outlive the
 *   program
 * @module: the module declaring it
 *
 * Returns: the number of @decl's name: a new one, or the one it already
 *   had when another module declared the same name (as the registry's
 *   same() allows)
 */
guint
tsr_registry_add (TsrRegistry   *registry,
                  gconstpointer  decl,
                  guint          module)
{
  guint id;

  /* Owners are a bit per module. */
  g_return_val_if_fail (module < 32, 0);

  filled = TRUE;
  if (find (registry, tsr_registry_name (decl), &id))
    {
      /* A name two modules share must mean the same to both: the first
       * declaration is the one kept. */
      if (registry->same == NULL || !registry->same (registry->decls[id], decl))
        g_error ("Two modules declare the %s “%s” differently", registry->what, tsr_registry_name (decl));
      registry->owners[id] |= 1u << module;
      return id;
    }

  if (registry->n == registry->max)
    g_error ("More than %u kinds of %s are registered", registry->max, registry->what);

  if (registry->decls == NULL)
    {
      registry->decls = g_new0 (gconstpointer, registry->max);
      registry->owners = g_new0 (guint32, registry->max);
    }
  registry->decls[registry->n] = decl;
  registry->owners[registry->n] = 1u << module;
  return registry->n++;
}

gboolean
tsr_registry_lookup (const TsrRegistry *registry,
                     const char        *name,
                     guint             *id)
{
  return check_filled (registry) && find (registry, name, id);
}

guint
tsr_registry_count (const TsrRegistry *registry)
{
  return check_filled (registry) ? registry->n : 0;
}

/**
 * tsr_registry_list:
 * @first: the first id listed
 * @keep: (nullable): which declarations to list; %NULL for every one
 *
 * Returns: (transfer full): the names from @first on, "a, b, c", for
 *   messages saying what was expected
 */
char *
tsr_registry_list (const TsrRegistry *registry,
                   guint              first,
                   gboolean         (*keep) (gconstpointer decl))
{
  GString *list = g_string_new (NULL);

  check_filled (registry);
  for (guint i = first; i < registry->n; i++)
    if (keep == NULL || keep (registry->decls[i]))
      g_string_append_printf (list, "%s%s", list->len > 0 ? ", " : "", tsr_registry_name (registry->decls[i]));

  return g_string_free (list, FALSE);
}
