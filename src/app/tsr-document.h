/* tsr-document.h: the scenario open in a window
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <gio/gio.h>

#include "tsr-core.h"

G_BEGIN_DECLS

typedef enum
{
  TSR_DOCUMENT_EDIT,
  TSR_DOCUMENT_PLAY,
} TsrDocumentMode;

/* What becomes of the rest of the script when a change would drop it. */
typedef enum
{
  TSR_DOCUMENT_ASK,      /* not said yet; as an answer: cancel the change */
  TSR_DOCUMENT_KEEP,
  TSR_DOCUMENT_DISCARD,
} TsrDocumentAnswer;

#define TSR_DOCUMENT_ERROR (tsr_document_error_quark ())

typedef enum
{
  TSR_DOCUMENT_ERROR_NOT_PLAYING,
  TSR_DOCUMENT_ERROR_NO_REFUSAL,
} TsrDocumentError;

GQuark tsr_document_error_quark (void);

#define TSR_TYPE_DOCUMENT (tsr_document_get_type ())

G_DECLARE_FINAL_TYPE (TsrDocument, tsr_document, TSR, DOCUMENT, GObject)

typedef gboolean (*TsrEditFunc) (TsrGame   *position,
                                 gpointer   data,
                                 GError   **error);

TsrDocument     *tsr_document_new              (void);

gboolean         tsr_document_load_file        (TsrDocument     *self,
                                                GFile           *file,
                                                GError         **error);
char            *tsr_document_local_path       (GFile           *file,
                                                GError         **error);
void             tsr_document_take_scenario    (TsrDocument     *self,
                                                TsrScenario     *scenario,
                                                GFile           *file);
gboolean         tsr_document_load_data        (TsrDocument     *self,
                                                const char      *data,
                                                gsize            length,
                                                const char      *name,
                                                GError         **error);
gboolean         tsr_document_save_file        (TsrDocument     *self,
                                                GFile           *file,
                                                GError         **error);
char            *tsr_document_to_xml           (TsrDocument     *self);
TsrScenario     *tsr_document_dup_scenario     (TsrDocument     *self);
void             tsr_document_reset            (TsrDocument     *self);

GFile           *tsr_document_get_file         (TsrDocument     *self);
void             tsr_document_set_file         (TsrDocument     *self,
                                                GFile           *file);
char            *tsr_document_dup_display_name (TsrDocument     *self);
const char      *tsr_document_get_title        (TsrDocument     *self);
const char      *tsr_document_get_description  (TsrDocument     *self);
void             tsr_document_set_text         (TsrDocument     *self,
                                                const char      *title,
                                                const char      *description);
gboolean         tsr_document_get_modified     (TsrDocument     *self);
void             tsr_document_set_modified     (TsrDocument     *self,
                                                gboolean         modified);

TsrDocumentMode  tsr_document_get_mode         (TsrDocument     *self);
void             tsr_document_set_mode         (TsrDocument     *self,
                                                TsrDocumentMode  mode);
const TsrGame   *tsr_document_get_position     (TsrDocument     *self);
TsrGame         *tsr_document_get_game         (TsrDocument     *self);
GPtrArray       *tsr_document_get_reports      (TsrDocument     *self);
guint            tsr_document_get_generation   (TsrDocument     *self);
guint            tsr_document_count_failures   (TsrDocument     *self);

gboolean         tsr_document_edit             (TsrDocument     *self,
                                                TsrEditFunc      edit,
                                                gpointer         data,
                                                GError         **error);
gboolean         tsr_document_act              (TsrDocument     *self,
                                                const TsrAction *action,
                                                GError         **error);

gboolean         tsr_document_is_asking        (TsrDocument     *self);
void             tsr_document_answer           (TsrDocument     *self,
                                                TsrDocumentAnswer answer);
gboolean         tsr_document_expect           (TsrDocument     *self,
                                                const TsrTruth  *truth,
                                                GError         **error);
gboolean         tsr_document_has_refusal      (TsrDocument     *self);
void             tsr_document_remove_expectation (TsrDocument   *self,
                                                guint            index);

gboolean         tsr_document_can_undo         (TsrDocument     *self);
gboolean         tsr_document_can_redo         (TsrDocument     *self);
void             tsr_document_undo             (TsrDocument     *self);
void             tsr_document_redo             (TsrDocument     *self);
gboolean         tsr_document_go_to_step       (TsrDocument     *self,
                                                guint            position);
void             tsr_document_play_from_here   (TsrDocument     *self);
gboolean         tsr_document_is_browsing      (TsrDocument     *self);

G_END_DECLS
