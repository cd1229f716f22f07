// libedit's native API (histedit.h) for Swift. el_set, el_get and history are C variadic
// functions, which Swift cannot call: each call coordsh needs is wrapped here in a function with
// fixed parameters. C's stdin/stdout/stderr are returned by functions, because Swift 6 refuses
// to touch those globals directly.
#ifndef COORDSH_CEDITLINE_SHIM_H
#define COORDSH_CEDITLINE_SHIM_H

#include <histedit.h>
#include <langinfo.h>
#include <locale.h>
#include <stdio.h>
#include <sys/ioctl.h>

typedef char *(*coordsh_prompt_function)(EditLine *);
typedef unsigned char (*coordsh_command_function)(EditLine *, int);

static inline FILE *coordsh_stdin(void) { return stdin; }
static inline FILE *coordsh_stdout(void) { return stdout; }
static inline FILE *coordsh_stderr(void) { return stderr; }

static inline int coordsh_el_set_prompt(EditLine *el, coordsh_prompt_function prompt, char escape) {
    return el_set(el, EL_PROMPT_ESC, prompt, escape);
}
static inline int coordsh_el_set_editor(EditLine *el, const char *mode) { return el_set(el, EL_EDITOR, mode); }
static inline int coordsh_el_set_signal(EditLine *el, int on) { return el_set(el, EL_SIGNAL, on); }
static inline int coordsh_el_set_history(EditLine *el, History *history_) {
    return el_set(el, EL_HIST, history, history_);
}
static inline int coordsh_el_set_client_data(EditLine *el, void *data) { return el_set(el, EL_CLIENTDATA, data); }
static inline void *coordsh_el_client_data(EditLine *el) {
    void *data = NULL;
    el_get(el, EL_CLIENTDATA, &data);
    return data;
}
static inline int coordsh_el_add_function(
    EditLine *el, const char *name, const char *help, coordsh_command_function function) {
    return el_set(el, EL_ADDFN, name, help, function);
}
static inline int coordsh_el_bind(EditLine *el, const char *key, const char *function) {
    return el_set(el, EL_BIND, key, function, NULL);
}

static inline int coordsh_history_set_size(History *h, int size) {
    HistEvent event;
    return history(h, &event, H_SETSIZE, size);
}
static inline int coordsh_history_set_unique(History *h, int on) {
    HistEvent event;
    return history(h, &event, H_SETUNIQUE, on);
}
static inline int coordsh_history_enter(History *h, const char *line) {
    HistEvent event;
    return history(h, &event, H_ENTER, line);
}

static inline int coordsh_locale_is_utf8(void) {
    const char *codeset = nl_langinfo(CODESET);
    return codeset != NULL && (codeset[0] == 'U' || codeset[0] == 'u') && (codeset[1] == 'T' || codeset[1] == 't')
        && (codeset[2] == 'F' || codeset[2] == 'f');
}

/// The rows and columns of the terminal on `fd` (ioctl is variadic in C); 0 when it is not one.
static inline int coordsh_terminal_rows(int fd, int *columns) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return 0;
    *columns = size.ws_col;
    return size.ws_row;
}

#endif
