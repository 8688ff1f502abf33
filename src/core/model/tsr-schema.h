/* tsr-schema.h: the RELAX NG grammars in data/schema/, and what they say
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-xml.h"

G_BEGIN_DECLS

/* The scenario grammar: the core's, with every module's part. */
#define TSR_SCHEMA_SCENARIO "schema/scenario.rng"

gboolean   tsr_schema_validate   (xmlDoc      *doc,
                                  const char  *schema,
                                  const char  *name,
                                  GError     **error);
void       tsr_schema_check      (xmlDoc      *doc,
                                  const char  *schema,
                                  GArray      *problems);
GPtrArray *tsr_schema_children   (const char  *schema,
                                  const char  *path);
gboolean   tsr_schema_holds_text (const char  *schema,
                                   const char  *path);
GPtrArray *tsr_schema_attributes (const char  *schema,
                                  const char  *path);
guint32    tsr_schema_owners     (const char  *schema,
                                  const char  *path,
                                  const char  *name);

G_END_DECLS
