;;; emacs-decklist-test.el --- Emacs + Eglot on the decklist language server, in batch  -*- lexical-binding: t; -*-

;; Run by test/server/emacs.test.ts:
;;   emacs --batch -q -l emacs-decklist-test.el
;; with DECKLIST_MODE (editors/emacs/decklist-mode.el), DECKLIST_INIT (the README's init.el lines),
;; DECKLIST_DECK (a deck file) and DECKLIST_OUT (where to write what happened, a line each), and
;; `decklist-language-server' on PATH.  The setup is the README's: the mode installed with
;; `package-install-file' (its byte-compiler warnings are reported), then the README's init.el.
;; Eglot is loaded from source in strict mode, so a field the server sends that the protocol (as
;; Eglot knows it) does not have is an error, as it is for users who turn strict mode on.

(require 'cl-lib)
(require 'subr-x)
(defvar decklist-test-lines '())
(defun decklist-test-report (format-string &rest args)
  (push (apply #'format format-string args) decklist-test-lines))

;; What the echo area shows of the server and of the mode.
(advice-add 'message :after
            (lambda (format-string &rest args)
              (when format-string
                (let ((text (apply #'format-message format-string args)))
                  (when (string-match-p "Server reports\\|^Decklist" text)
                    (decklist-test-report "message %s" (replace-regexp-in-string "\n" " | " text)))))))

(defvar eglot-strict-mode '(disallow-non-standard-keys enforce-required-keys))
(load (locate-library "eglot.el") nil t)

;; M-x package-install-file RET editors/emacs/decklist-mode.el, into this HOME's ~/.emacs.d/elpa.
;; Only what installing the mode logs counts (loading Eglot from source above logs its own).
(require 'package)
(package-initialize)
(with-current-buffer (get-buffer-create "*Compile-Log*") (let ((inhibit-read-only t)) (erase-buffer)))
(package-install-file (getenv "DECKLIST_MODE"))
(with-current-buffer (get-buffer-create "*Compile-Log*")
  (dolist (line (split-string (buffer-string) "\n" t))
    (when (string-match-p "Warning\\|Error" line)
      (decklist-test-report "compile-log %s" line))))
(decklist-test-report "installed %s" (locate-library "decklist-mode"))

;; The README's init.el, as written.
(load (getenv "DECKLIST_INIT") nil t)

(defun decklist-test-finish ()
  (with-temp-file (getenv "DECKLIST_OUT")
    (insert (string-join (reverse decklist-test-lines) "\n") "\n"))
  (kill-emacs 0))

(defun decklist-test-wait (what predicate &optional seconds)
  "Wait until PREDICATE holds, running timers and the server's output; report WHAT on timeout."
  (let ((deadline (+ (float-time) (or seconds 20))))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05)
      (sit-for 0.05))
    (or (funcall predicate)
        (progn (decklist-test-report "timeout %s" what) (decklist-test-finish)))))

(defun decklist-test-code (diagnostic)
  (plist-get (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data diagnostic))) :code))

(defun decklist-test-diagnostics ()
  (cl-remove-if (lambda (d) (member (decklist-test-code d) '("card-data" "checking"))) (flymake-diagnostics)))

(defun decklist-test-line () (buffer-substring-no-properties (line-beginning-position) (line-end-position)))

(find-file (getenv "DECKLIST_DECK"))
;; `eglot-ensure' connects after the command that opened the file, as in an interactive session.
(run-hooks 'post-command-hook)
(decklist-test-wait "eglot" (lambda () (eglot-current-server)))
(decklist-test-report "mode %s" major-mode)

;; Diagnostics, as Flymake shows them.
(decklist-test-wait "diagnostics" (lambda () (decklist-test-diagnostics)))
(dolist (d (sort (decklist-test-diagnostics) (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b)))))
  (save-excursion
    (goto-char (flymake-diagnostic-beg d))
    (decklist-test-report "diagnostic %d %s %s" (line-number-at-pos) (decklist-test-code d)
                          (replace-regexp-in-string "\n" " | " (flymake-diagnostic-text d)))))

;; A hover, as ElDoc would show it.
(goto-char (point-min))
(search-forward "Goblin Piker")
(backward-char 3)
(let ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover (eglot--TextDocumentPositionParams))))
  (decklist-test-report "hover %s" (replace-regexp-in-string "\n" " | " (eglot--hover-info (plist-get hover :contents)))))

;; Completion of a card name of several words, as a user does it: C-M-i, and where several cards
;; match, the one picked in the *Completions* list.
(decklist-test-report "key C-M-i %s" (key-binding (kbd "C-M-i")))
(defun decklist-test-complete (typed choice)
  (goto-char (point-max))
  (insert "\n" typed)
  (eglot--signal-textDocument/didChange)
  (let ((inhibit-message t)) (call-interactively (key-binding (kbd "C-M-i"))))
  (let ((deck (current-buffer))
        (candidates (get-buffer "*Completions*")))
    (when (and candidates (not (string-suffix-p choice (decklist-test-line))))
      ;; RET on the candidate in the list, which choose-completion reads from the selected window.
      (switch-to-buffer candidates)
      (goto-char (point-min))
      (if (not (search-forward choice nil t))
          (decklist-test-report "no candidate %s" choice)
        (goto-char (match-beginning 0))
        (choose-completion))
      (kill-buffer candidates)
      (switch-to-buffer deck)))
  (decklist-test-report "completed %s" (decklist-test-line)))
(decklist-test-complete "1 Sol R" "Sol Ring")
(decklist-test-complete "1 Lightning B" "Lightning Bolt")
(decklist-test-complete "1 Atraxa, Pr" "Atraxa, Praetors' Voice")
(decklist-test-complete "1 《稲妻/Lightning Bo" "Lightning Bolt")

;; A quick fix, applied as Eglot applies the one picked from M-x eglot-code-actions.
(goto-char (point-min))
(search-forward "Sol Rnig")
(let* ((actions (eglot-code-actions (line-beginning-position) (line-end-position) "quickfix"))
       ;; The completions above added a Sol Ring: "Delete this line" comes first; the rename is picked.
       (fix (cl-find-if (lambda (a) (string-match-p "Change to \"Sol Ring\"" (plist-get a :title))) actions)))
  (decklist-test-report "actions %s" (string-join (mapcar (lambda (a) (plist-get a :title)) actions) " | "))
  (when fix (eglot--apply-workspace-edit (plist-get fix :edit))))
(decklist-test-report "fixed %s" (decklist-test-line))

;; The update the messages name, as typed: M-x decklist-update-card-data (offline: it says why not).
(let ((before (length decklist-test-lines)))
  (call-interactively #'decklist-update-card-data)
  (decklist-test-wait "update" (lambda () (> (length decklist-test-lines) (1+ before))) 30))

(decklist-test-finish)
