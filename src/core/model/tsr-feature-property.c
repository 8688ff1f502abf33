/* tsr-feature-property.c: the registry of what modules say of features
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#include "config.h"

#include "tsr-feature-property.h"
#include "tsr-registry.h"

static TsrRegistry properties = TSR_REGISTRY_INIT ("feature property", TSR_MAX_FEATURE_PROPERTIES, NULL);

void
tsr_feature_property_register (const TsrFeaturePropertyDecl *decl,
                               guint                         module)
{
  tsr_registry_add (&properties, decl, module);
}

guint
tsr_feature_property_count (void)
{
  return tsr_registry_count (&properties);
}

const TsrFeaturePropertyDecl *
tsr_feature_property_get_decl (guint index)
{
  return tsr_registry_get (&properties, index);
}

/* Returns: the modules that declare property @index, a bit each */
guint
tsr_feature_property_get_owners (guint index)
{
  return tsr_registry_owners (&properties, index);
}
