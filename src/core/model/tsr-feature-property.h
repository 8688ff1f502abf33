/* tsr-feature-property.h: what modules say of features
 *
 * A module may declare a yes/no property of features (COVID-19's
 * infected city), which an expected <feature> names as an attribute:
 * infected="true".  The registry gives each a number, its bit in an
 * expectation's set of properties.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-tile.h"

G_BEGIN_DECLS

typedef struct _TsrGame TsrGame;

#define TSR_MAX_FEATURE_PROPERTIES 16

typedef struct
{
  const char *name;
  gboolean  (*get)              (TsrGame        *game,
                                 guint32         element);
  /* What an expectation says of a feature of @kind (TSR_N_FEATURE_KINDS:
   * one the board does not show) at @place, with the property or
   * without: a whole sentence, one per kind, since its words agree with
   * the kind's noun.  Without it, the property is said by its name. */
  char     *(*says)             (TsrFeatureKind  kind,
                                 const char     *place,
                                 gboolean        value);
} TsrFeaturePropertyDecl;

guint                         tsr_feature_property_count      (void);
const TsrFeaturePropertyDecl *tsr_feature_property_get_decl   (guint index);
guint                         tsr_feature_property_get_owners (guint index);

/* For the module registry. */
void                          tsr_feature_property_register   (const TsrFeaturePropertyDecl *decl,
                                                               guint                         module);

G_END_DECLS
