/* tsr-app-test-util.h: what the window tests share
 *
 * SPDX-License-Identifier: GPL-3.0-or-later
 */

#pragma once

#include <adwaita.h>

#include "tsr-application.h"
#include "tsr-core.h"
#include "tsr-window.h"

G_BEGIN_DECLS

typedef struct
{
  TsrApplication *app;
  GSettings      *settings;
} Fixture;

void       tsr_app_test_init     (int           *argc,
                                  char        ***argv);
void       tsr_app_test_shutdown (void);
void       fixture_setup         (Fixture       *fixture,
                                  gconstpointer  data);
void       fixture_teardown      (Fixture       *fixture,
                                  gconstpointer  data);
void       drain_main_context    (void);
void       settle                (guint          ms);
GtkWindow *activate              (Fixture       *fixture);
GtkWidget *find_widget           (GtkWidget     *root,
                                  GType          type);
GtkWindow *find_toplevel         (GType          type);

/* Driving a window, and finding what it shows. */
typedef gboolean (*WidgetMatch) (GtkWidget *widget,
                                 gpointer   data);

void         run                (GtkWindow   *window,
                                 const char  *action,
                                 GVariant    *parameter);
TsrDocument *document_of        (GtkWindow   *window);
TsrGame     *game_of            (GtkWindow   *window);
GFile       *example            (const char  *name);
GtkWindow   *open_position      (Fixture     *fixture,
                                 const char  *xml);
GtkWindow   *open_example       (Fixture     *fixture,
                                 const char  *name);
const char  *text_shown         (GtkWidget   *widget);
gboolean     shows_text         (GtkWidget   *widget,
                                 const char  *text);
gboolean     shows_text_soon    (GtkWidget   *widget,
                                 const char  *text);
GtkWidget   *find_first         (GtkWidget   *widget,
                                 WidgetMatch  match,
                                 gpointer     data);
GtkWidget   *find_first_soon    (GtkWidget   *widget,
                                 WidgetMatch  match,
                                 gpointer     data);
GtkWidget   *popover_button     (const char  *label);
gboolean     label_reads        (GtkWidget   *widget,
                                 gpointer     data);
const char  *tooltip_of         (GtkWidget   *widget);
gboolean     label_with_tooltip (GtkWidget   *widget,
                                 gpointer     data);
gboolean     spin_in_row        (GtkWidget   *widget,
                                 gpointer     data);
void         show_sidebar       (GtkWindow   *window,
                                 const char  *page);
void         show_first_steps   (GtkWindow   *window);
gboolean     shows_step_text    (GtkWindow   *window,
                                 const char  *text);
void         respond            (const char  *response);
void         pointer_click      (GtkWidget   *widget,
                                 double       x,
                                 double       y,
                                 guint        button);
void         pointer_click_widget (GtkWidget *widget);
void         pointer_double_click (GtkWidget *widget,
                                   double     x,
                                   double     y);
void         pointer_move       (GtkWidget   *widget,
                                 double       x,
                                 double       y);
void         pointer_press      (GtkWidget   *widget,
                                 double       x,
                                 double       y,
                                 gboolean     down);
void         key_press          (GtkWidget   *widget,
                                 const char  *keys);
void         key_press_at       (GtkWidget   *widget,
                                 double       x,
                                 double       y,
                                 const char  *key);
void         pointer_drag       (GtkWidget   *widget,
                                 double       x,
                                 double       y,
                                 double       to_x,
                                 double       to_y);
void         scroll_into_view   (GtkWidget   *widget);
void         type_text          (GtkWidget   *widget,
                                 const char  *text);
GtkWindow   *wait_for_toplevel  (GType        type);
void         click_button       (GtkWindow   *dialog,
                                 const char  *label);
void         window_resize      (GtkWindow   *window,
                                 int          width,
                                 int          height);

G_END_DECLS
