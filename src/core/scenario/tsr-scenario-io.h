/* tsr-scenario-io.h: reading and writing a module's part of a scenario
 *
 * A module with elements or attributes of its own in scenario files (its
 * part of the grammar, schema/ID.rng, says which) reads them in its
 * load_board() and load_decks() hooks and writes them in save_board() and
 * save_decks().  Reading reports every problem with the file, line and
 * column, in the words of the rest of the loader; a reading function
 * returns %FALSE once it has reported one.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <glib.h>
#include <libxml/tree.h>

#include "tsr-geometry.h"
#include "tsr-module.h"

G_BEGIN_DECLS

/* Reading */

/* What a scenario file names that only an expansion has: each is said in
 * a sentence of its own when the expansion is not switched on. */
typedef enum
{
  TSR_NEED_ELEMENT,    /* an element a module adds to the format */
  TSR_NEED_ATTRIBUTE,  /* an attribute a module adds */
  TSR_NEED_TILE,       /* a tile of a module's tile set */
  TSR_NEED_FIGURE,     /* a kind of figure a module declares */
  TSR_NEED_TOKEN,      /* a kind of token a module declares */
  TSR_NEED_SUPPLY,     /* a kind of player stock a module declares */
} TsrNeed;

gboolean  tsr_scenario_reader_next     (TsrScenarioReader *reader,
                                        const char        *section,
                                        const char        *element,
                                        xmlNode          **node);
void      tsr_scenario_reader_problem  (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *format,
                                        ...) G_GNUC_PRINTF (3, 4);
gboolean  tsr_scenario_reader_require  (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        guint32            modules,
                                        TsrNeed            need,
                                        const char        *name);
gboolean  tsr_scenario_reader_has      (xmlNode           *node,
                                        const char        *name);
char     *tsr_scenario_reader_string   (xmlNode           *node,
                                        const char        *name);
char     *tsr_scenario_reader_text     (xmlNode           *node);
gboolean  tsr_scenario_reader_missing  (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name);
gboolean  tsr_scenario_reader_int      (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name,
                                        gint64             min,
                                        gint64             max,
                                        gint64            *value);
gboolean  tsr_scenario_reader_count    (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name,
                                        gint64            *value);
gboolean  tsr_scenario_reader_bool     (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name,
                                        gboolean           fallback,
                                        gboolean          *value);
gboolean  tsr_scenario_reader_position (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        gint32            *x,
                                        gint32            *y);
gboolean  tsr_scenario_reader_port     (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name,
                                        TsrPort           *port);
gboolean  tsr_scenario_reader_axis     (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name,
                                        TsrAxis           *axis);
gint      tsr_scenario_reader_player   (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        const char        *name);
gboolean  tsr_scenario_reader_place    (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        gint32             x,
                                        gint32             y,
                                        TsrPort            port);
gboolean  tsr_scenario_reader_tile     (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        gint32             x,
                                        gint32             y);

/* Writing */

void      tsr_scenario_writer_attr     (TsrScenarioWriter *writer,
                                        const char        *name,
                                        const char        *value);
void      tsr_scenario_writer_attr_int (TsrScenarioWriter *writer,
                                        const char        *name,
                                        gint64             value);
void      tsr_scenario_writer_attr_pos (TsrScenarioWriter *writer,
                                        gint32             x,
                                        gint32             y);
void      tsr_scenario_writer_attr_bool (TsrScenarioWriter *writer,
                                         const char        *name,
                                         gboolean           value);
void      tsr_scenario_writer_attr_player (TsrScenarioWriter *writer,
                                           const char        *name,
                                           const TsrGame     *game,
                                           gint               player);
void      tsr_scenario_writer_element  (TsrScenarioWriter *writer,
                                        const char        *name);
void      tsr_scenario_writer_list     (TsrScenarioWriter *writer,
                                        const char        *name,
                                        GPtrArray         *items);

G_END_DECLS
