/* tsr-schema.h: RELAX NG validation against the schemas in data/schema/
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>

#include "tsr-xml.h"

G_BEGIN_DECLS

gboolean tsr_schema_validate (xmlDoc      *doc,
                              const char  *schema,
                              const char  *name,
                              GError     **error);

G_END_DECLS
