/* tsr-document-private.h: what the document's files share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-document.h"

G_BEGIN_DECLS

/* What an undo or redo restores. */
typedef struct
{
  TsrScenario     *scenario;
  char            *title;
  char            *description;
  TsrDocumentMode  mode;
  guint            position;     /* the step shown */
} State;

/* A change waiting for the user to say what becomes of the rest. */
typedef struct
{
  gboolean   is_edit;
  TsrGame   *position;           /* an edit: the position edited */
  TsrAction  action;             /* an answer: the action, at n_actions */
  guint      n_actions;
  guint      from;               /* the step shown before */
  guint      to;                 /* the step to show after */
} Pending;

struct _TsrDocument
{
  GObject          parent_instance;

  GFile           *file;
  char            *title;
  char            *description;
  gboolean         modified;

  TsrScenario     *scenario;     /* the position and its script: what is saved */
  GPtrArray       *undo;         /* State before each change */
  GPtrArray       *redo;

  TsrDocumentMode  mode;
  TsrGame         *play;         /* the script replayed */
  GPtrArray       *reports;      /* TsrExpectationReport of that replay */
  gboolean         browsing;     /* looking at an earlier step of play */
  guint            generation;   /* counts replays: a new game each time */

  TsrDocumentAnswer edit_rest;   /* what an edit does to the script, once asked */
  Pending         *pending;

  /* The action the rules last refused, where they refused it, for
   * recording the refusal as an expectation. */
  gboolean         has_refusal;
  TsrAction        refused;
  TsrRuleError     refused_code;
  guint            refused_at;
};

void     _tsr_document_changed          (TsrDocument *self);
void     _tsr_document_replay           (TsrDocument *self,
                                         guint        position);
guint    _tsr_document_shown_position   (TsrDocument *self);
gboolean _tsr_document_has_script       (TsrDocument *self);
State   *_tsr_document_save_state       (TsrDocument *self);
void     _tsr_document_set_text_quietly (TsrDocument *self,
                                         const char  *title,
                                         const char  *description);
void     _tsr_document_replace          (TsrDocument *self,
                                         TsrScenario *scenario,
                                         guint        shown);
void     _tsr_document_commit           (TsrDocument *self,
                                         TsrScenario *scenario,
                                         guint        position);
void     _tsr_document_pending_free     (Pending     *pending);
void     _tsr_document_ask              (TsrDocument *self,
                                         Pending     *pending);

G_END_DECLS
