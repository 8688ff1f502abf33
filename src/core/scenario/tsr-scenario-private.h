/* tsr-scenario-private.h: a loaded scenario, for the loader, the writer,
 * the replay and the checker
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-game-private.h"
#include "tsr-scenario-io.h"
#include "tsr-scenario.h"
#include "tsr-truth.h"
#include "tsr-xml.h"

G_BEGIN_DECLS

#define TSR_SCENARIO_NS "urn:tessera:scenario:1"

/* Positions further out than this are surely a typo. */
#define TSR_SCENARIO_MAX_COORD 1000000

typedef struct _TsrExpectDecl TsrExpectDecl;

/* Which optional attributes an expectation or action was given. */
typedef enum
{
  TSR_HAS_KIND      = 1 << 0,
  TSR_HAS_PLAYER    = 1 << 1,
  TSR_HAS_POS       = 1 << 2,
  TSR_HAS_PORT      = 1 << 3,
  TSR_HAS_FLAG      = 1 << 4,   /* present, value */
  TSR_HAS_PHASE     = 1 << 5,
  TSR_HAS_CODE      = 1 << 6,
  TSR_HAS_COMPLETE  = 1 << 7,
  TSR_HAS_BROKEN    = 1 << 8,
  TSR_HAS_TILES     = 1 << 9,
  TSR_HAS_POINTS    = 1 << 10,
  TSR_HAS_TILE      = 1 << 11,
  TSR_HAS_TAKE      = 1 << 12,
  TSR_HAS_STATE     = 1 << 13,
  TSR_HAS_STOCK     = 1 << 14,  /* kind names a player's stock, not a figure */
} TsrHas;

struct _TsrExpectation
{
  const TsrExpectDecl *decl;
  guint              line;
  guint              column;
  guint              has;        /* TsrHas */
  gint               player;
  TsrFigureKind      figure;
  guint              stock;
  TsrTokenKind       token;
  gint32             x;
  gint32             y;
  TsrPort            port;
  gint64             count;      /* value, count, a figure's state */
  gboolean           flag;       /* present, value, complete */
  gboolean           broken;
  const TsrTileType *tile;
  guint8             rotation;
  TsrPhase           phase;
  TsrChoiceKind      choice;
  char              *rule;
  TsrRuleError       code;
  gint64             tiles;
  gint64             points;
  TsrFeatureKind     feature;    /* <scored> */
  guint32            properties; /* a bit per feature property named */
  guint32            values;     /* what each of those is expected to be */
};

typedef struct
{
  guint      line;
  guint      column;
  gboolean   is_expect;
  TsrAction  action;
  guint      has;              /* TsrHas: the action's optional attributes */
  GPtrArray *expectations;     /* TsrExpectation, for an <expect> */
} TsrScriptItem;

struct _TsrScenario
{
  char      *name;
  char      *title;
  char      *description;
  TsrGame   *setup;            /* the position as written, not started */
  gboolean   has_shuffle;
  guint32    shuffle;
  GPtrArray *script;           /* TsrScriptItem */
  TsrScriptItem *expect;       /* the <expect> after the script, or NULL */

  /* Where each tile and figure of the position was written, for the
   * checker's warnings (same order as on the board and in the game). */
  GArray    *tile_lines;       /* guint line, column pairs */
  GArray    *figure_lines;
  GArray    *token_lines;

  /* Made from another program's file (tsr-jcz-import.c), which saving
   * as a scenario must not overwrite. */
  gboolean   imported;
};

/* Reading: the sections of <scenario>, in the order of the format. */
enum
{
  TSR_SECTION_TITLE,
  TSR_SECTION_DESCRIPTION,
  TSR_SECTION_RULES,
  TSR_SECTION_PLAYERS,
  TSR_SECTION_BOARD,
  TSR_SECTION_DECKS,
  TSR_SECTION_TURN,
  TSR_SECTION_SCRIPT,
  TSR_SECTION_EXPECT,
  TSR_N_SECTIONS,
};

extern const char *const tsr_section_names[TSR_N_SECTIONS];

struct _TsrScenarioReader
{
  const char  *name;
  GArray      *problems;       /* TsrXmlProblem */
  TsrGame     *game;
  TsrScenario *scenario;
  xmlNode     *sections[TSR_N_SECTIONS];
};

struct _TsrScenarioWriter
{
  GString *out;
  GString *attrs;              /* the element being written */
  guint    depth;
};

/* Replaying: what a check of an expectation sees. */
typedef struct
{
  const TsrScenario *scenario;
  TsrGame           *game;
  GPtrArray         *failures;
  guint              mark;           /* trace length at the previous <expect> */
  gboolean           acted;          /* an action ran since the previous <expect> */
  GError            *rejection;      /* of the last action, if it was rejected */
  GArray            *points;         /* guint per script item: actions played before it,
                                      * G_MAXUINT when the replay stopped first; or NULL */
  GPtrArray         *reports;        /* TsrExpectationReport per expectation, or NULL */
  guint              n_reported;     /* expectations reported so far */
} TsrRun;

void  tsr_scenario_replay     (const TsrScenario *scenario,
                               TsrRun            *run);
void  tsr_run_clear           (TsrRun            *run);

/* One kind of expectation: its element, how it is read, written and
 * checked (tsr-expectation.c has the table). */
struct _TsrExpectDecl
{
  const char *name;
  void      (*parse)  (TsrScenarioReader    *reader,
                       xmlNode              *node,
                       TsrExpectation       *e);
  void      (*write)  (TsrScenarioWriter    *writer,
                       const TsrScenario    *scenario,
                       const TsrExpectation *e);
  void      (*check)  (TsrRun               *run,
                       const TsrExpectation *e);
};

/* The kinds about the trace of steps (tsr-expectation-trace.c), ending
 * with { NULL }. */
extern const TsrExpectDecl tsr_expect_trace_decls[];

gboolean     tsr_scenario_read_file              (const char    *path,
                                                 GCancellable  *cancellable,
                                                 char         **contents,
                                                 gsize         *length,
                                                 GError       **error);
TsrScenario *tsr_scenario_load_data_cancellable  (const char    *data,
                                                 gsize          length,
                                                 const char    *name,
                                                 GCancellable  *cancellable,
                                                 GError       **error);

const TsrExpectDecl *tsr_expect_lookup    (const char           *name);
gboolean             tsr_expect_is_rejection (const TsrExpectation *e);
void                 tsr_run_fail         (TsrRun               *run,
                                           const TsrExpectation *e,
                                           const char           *format,
                                           ...) G_GNUC_PRINTF (3, 4);

/* Reading, for the loader's own files */
gboolean  tsr_scenario_reader_is      (xmlNode           *node,
                                       const char        *name);
void      tsr_scenario_reader_unknown (TsrScenarioReader *reader,
                                       xmlNode           *node,
                                       const char        *path);
const TsrTileType *tsr_scenario_reader_tile_type (TsrScenarioReader *reader,
                                                  xmlNode           *node,
                                                  const char        *name,
                                                  gboolean           required);
gboolean  tsr_scenario_reader_tile_in_play (TsrScenarioReader *reader,
                                            xmlNode           *node,
                                            const TsrTileType *type);
gboolean  tsr_scenario_reader_figure  (TsrScenarioReader *reader,
                                       xmlNode           *node,
                                       gboolean           player_only,
                                       TsrFigureKind     *kind);
gboolean  tsr_scenario_reader_token   (TsrScenarioReader *reader,
                                       xmlNode           *node,
                                       TsrTokenKind      *kind);
gboolean  tsr_scenario_reader_rotation (TsrScenarioReader *reader,
                                        xmlNode           *node,
                                        guint8            *rotation);
gboolean  tsr_scenario_reader_phase   (TsrScenarioReader *reader,
                                       xmlNode           *node,
                                       TsrPhase          *phase);
TsrScriptItem *tsr_scenario_read_action (TsrScenarioReader *reader,
                                         xmlNode           *node,
                                         TsrActionKind      kind);
TsrScriptItem *tsr_scenario_read_expect (TsrScenarioReader *reader,
                                         xmlNode           *node);
void      tsr_scenario_read_script    (TsrScenarioReader *reader,
                                       xmlNode           *script);

/* Writing, for the writer's own files */
void      tsr_scenario_writer_line    (TsrScenarioWriter *writer,
                                       const char        *format,
                                       ...) G_GNUC_PRINTF (2, 3);
void      tsr_scenario_write_action   (TsrScenarioWriter *writer,
                                       const TsrScenario *scenario,
                                       const TsrScriptItem *item);

TsrScenario *tsr_scenario_alloc       (const char        *name);
void  tsr_script_item_free     (TsrScriptItem  *item);
TsrScriptItem *tsr_script_item_copy       (const TsrScriptItem *item);
TsrScriptItem *tsr_script_item_new_action (const TsrAction     *action);
char *tsr_scenario_problem     (const TsrScenario *scenario,
                                guint              line,
                                guint              column,
                                const char        *message);

G_END_DECLS
