/* tsr-window-private.h: the window's parts, for its files
 *
 * The window is split by concern: tsr-window.c (layout, mode, refresh,
 * the view's actions), tsr-window-files.c (open, save, recent files,
 * drafts), tsr-window-export.c (the board as an image, the steps as a
 * PDF), tsr-window-edit.c (building positions by hand) and
 * tsr-window-play.c (answering the engine's choices, stepping through the
 * trace), tsr-window-expect.c (recording expectations, asking before the
 * script loses its rest).  The panels are widgets of their own.
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include "tsr-board-view.h"
#include "tsr-checker-panel.h"
#include "tsr-document.h"
#include "tsr-palette.h"
#include "tsr-players-panel.h"
#include "tsr-rules-panel.h"
#include "tsr-scenario-panel.h"
#include "tsr-steps-panel.h"
#include "tsr-window.h"

G_BEGIN_DECLS

struct _TsrWindow
{
  AdwApplicationWindow  parent_instance;

  /* Template widgets */
  AdwToastOverlay      *toasts;         /* over the board */
  AdwToastOverlay      *start_toasts;   /* over the whole window, for the start page */
  AdwWindowTitle       *title;
  GtkStack             *main_stack;
  GtkListBox           *examples;
  GtkWidget            *palette_pane;
  AdwFlap              *palette_flap;
  AdwFlap              *sidebar_flap;
  GtkWidget            *palette_toggle;
  GtkWidget            *sidebar_toggle;
  guint                 fold_id;
  guint                 fold_toggles_id;
  guint                 palette_id;
  gboolean              palette_unallocated;
  TsrPalette           *palette;
  TsrBoardView         *board;
  GtkWidget            *hand_box;
  GtkImage             *hand_picture;
  GtkLabel             *hand_label;
  GtkLabel             *choice_label;
  GtkBox               *choice_buttons;
  TsrPlayersPanel      *players_panel;
  TsrRulesPanel        *rules_panel;
  TsrStepsPanel        *steps_panel;
  TsrCheckerPanel      *checker_panel;
  TsrScenarioPanel     *scenario_panel;
  AdwViewStack         *sidebar_stack;
  GtkRevealer          *failures_revealer;
  GtkLabel             *failures_label;
  GMenu                *recent_menu;

  /* Owned */
  GSettings            *settings;
  TsrDocument          *document;
  GArray               *options;        /* TsrAction: answers to the pending choice */
  GtkWidget            *default_button; /* of the prompt bar: what Enter does, spending nothing */
  char                 *said;           /* the prompt or step screen readers were told last */
  gint64                placed_time;    /* when a click placed the tile, monotonic µs */
  gint32                placed_x;
  gint32                placed_y;
  gint32                turned_x;       /* where the tile in hand was last turned to fit */
  gint32                turned_y;
  guint                 turned_rotation; /* and how; 4: it was not */
  GtkWidget            *board_menu;     /* the board's context menu */
  guint                 draft_timeout;
  /* The start page is filled after the first frame (tsr-window-files.c). */
  gulong                first_frame_id;
  guint                 start_fill_id;
  GCancellable         *loading;        /* the file being loaded, if any */
  gboolean              closing;
  gboolean              workspace_attached;  /* the panels have the document */
  gboolean              failures_dismissed;  /* the banner closed for the scenario open */
};

/* tsr-window.c */
void     _tsr_window_refresh           (TsrWindow   *self);
void     _tsr_window_toast             (TsrWindow   *self,
                                        const char  *message);
void     _tsr_window_show_workspace    (TsrWindow   *self);

/* tsr-window-files.c */
void     _tsr_window_class_files_init  (GtkWidgetClass *widget_class);
void     _tsr_window_files_init        (TsrWindow   *self);
void     _tsr_window_files_dispose     (TsrWindow   *self);
void     _tsr_window_files_changed     (TsrWindow   *self);
gboolean _tsr_window_files_close_request (TsrWindow *self);
void     _tsr_window_files_opened      (TsrWindow   *self,
                                        GFile       *file);

/* tsr-window-load.c */
void     _tsr_window_load_init         (TsrWindow   *self);
void     _tsr_window_load_cancel       (TsrWindow   *self);
gboolean _tsr_window_is_loading        (TsrWindow   *self);
void     _tsr_window_show_load_errors  (TsrWindow    *self,
                                        const char   *name,
                                        const GError *error);

/* tsr-window-export.c */
void     _tsr_window_class_export_init (GtkWidgetClass *widget_class);
gboolean _tsr_window_export_image      (TsrWindow   *self,
                                        const char  *path,
                                        GError     **error);

/* tsr-window-edit.c */
void     _tsr_window_class_edit_init   (GtkWidgetClass *widget_class);
void     _tsr_window_edit_init         (TsrWindow   *self);
void     _tsr_window_edit_activate     (TsrWindow   *self,
                                        gint32       x,
                                        gint32       y,
                                        TsrPort      port);
void     _tsr_window_edit_refresh      (TsrWindow   *self);
int      _tsr_window_figure_at         (TsrGame     *game,
                                        gint32       x,
                                        gint32       y,
                                        TsrPort      port);

/* tsr-window-expect.c */
void     _tsr_window_class_expect_init (GtkWidgetClass *widget_class);
void     _tsr_window_expect_init       (TsrWindow   *self);
void     _tsr_window_expect_dispose    (TsrWindow   *self);

/* tsr-window-play.c */
void     _tsr_window_class_play_init   (GtkWidgetClass *widget_class);
void     _tsr_window_play_init         (TsrWindow   *self);
void     _tsr_window_play_activate     (TsrWindow   *self,
                                        gint32       x,
                                        gint32       y,
                                        TsrPort      port);
void     _tsr_window_play_refresh      (TsrWindow   *self);

G_END_DECLS
