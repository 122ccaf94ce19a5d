;;; decklist-mode.el --- Magic: The Gathering decklists, checked by the decklist language server  -*- lexical-binding: t; -*-

;; Version: 0.2.0
;; Package-Requires: ((emacs "27.1"))
;; Keywords: languages, games
;; SPDX-License-Identifier: MIT

;;; Commentary:

;; A major mode for decklists (.dek, .edh, .dec, .cod, .dck, .mwdeck, .o8d): comments, section
;; headers, directives (`// format: commander'), counts and set codes highlighted close to the
;; extension's TextMate grammar, and the language server registered with Eglot:
;;
;;   npm install -g decklist-language-server
;;   M-x package-install-file RET decklist-mode.el RET
;;   (add-hook 'decklist-mode-hook #'eglot-ensure)
;;
;; Card names are several words ("Sol Ring"), but Eglot (1.9 to 1.12) completes only the symbol
;; before point ("Ring"), which garbles the line or finds nothing.  In a decklist buffer managed by
;; Eglot, completion takes the whole card name before point instead, so `1 Sol R' completes to
;; `1 Sol Ring'.  `C-M-i' completes (`completion-at-point'; `text-mode' binds it to ispell).
;;
;; `M-x decklist-update-card-data' downloads current card data (the server's command
;; `decklist.updateCardData'); the server's messages name it, since the mode tells the server it
;; is there (the initialization option `decklistMode').

;;; Code:

(require 'cl-lib)

(defgroup decklist nil
  "Magic: The Gathering decklists."
  :group 'languages
  :prefix "decklist-")

(defcustom decklist-language-server-command '("decklist-language-server" "--stdio")
  "The language server's command line, as Eglot runs it."
  :type '(repeat string))

(defcustom decklist-initialization-options nil
  "More initialization options for the language server, a plist.
For example \\='(:locale \"ja\") for Japanese messages."
  :type 'plist)

(defconst decklist--section-words
  (concat "commanders?\\|commander(s)\\|command zone\\|companions?\\|deck\\|main ?deck\\|main ?board\\|main"
          "\\|library\\|side ?board\\|side\\|sb\\|maybe ?board\\|maybe\\|considering\\|tokens?"
          "\\|統率者\\|相棒\\|デッキ\\|メインデッキ\\|メイン\\|サイドボード\\|サイド"
          "\\|\\(?:\\(?:legendary\\|basic\\|non-?basic\\|snow\\) \\)\\{0,2\\}"
          "\\(?:creatures?\\|lands?\\|instants?\\|sorcery\\|sorceries\\|artifacts?\\|enchantments?"
          "\\|planeswalkers?\\|battles?\\|spells?\\|others?\\|kindred\\|tribal\\|non-?creature"
          "\\|クリーチャー\\|土地\\|インスタント\\|ソーサリー\\|アーティファクト\\|エンチャント\\|プレインズウォーカー\\)")
  "Words that name a section or a card type on a line of their own.")

(defconst decklist--directive-keys
  (concat "format\\|bracket\\|team\\|name\\|deck\\|author\\|player\\|description\\|notes?\\|comment"
          "\\|source\\|url\\|date\\|event\\|creator\\|commander\\|companion\\|partner\\|background\\|oathbreaker"
          "\\|フォーマット\\|ブラケット\\|チーム")
  "Keys of the `// key: value' directives.")

(defconst decklist-font-lock-keywords
  `(;; `// format: commander', `Name: My Deck'
    (,(concat "^[ \t]*\\(\\(?://+\\|#+\\)[ \t]*\\)?\\(" decklist--directive-keys "\\)[ \t]*\\([:：=]\\)[ \t]*\\(.*?\\)[ \t]*$")
     (1 font-lock-comment-delimiter-face nil t)
     (2 font-lock-preprocessor-face)
     (4 font-lock-string-face))
    ;; `Sideboard', `// Sideboard (11)', `SIDEBOARD:', `Creatures (14)'
    (,(concat "^[ \t]*\\(?:\\(?://+!?\\|#+\\)[ \t]*\\)?\\(" decklist--section-words "\\)[ \t]*:?[ \t]*\\(?:([0-9]+\\(?: cards?\\)?)\\)?[ \t]*$")
     (0 font-lock-keyword-face))
    ;; Any other line comment: `// …', `# …'
    ("^[ \t]*\\(//\\|#\\).*$" (0 font-lock-comment-face))
    ;; A trailing comment after white space (` // ' inside a line is a split card's separator)
    ("[ \t]\\(#.*\\)$" (1 font-lock-comment-face))
    ;; `SB: ' and the count: `4 ', `4x ', `1 x '
    ("^[ \t]*\\(\\(?:SB\\|sb\\|Sideboard\\|sideboard\\)[ \t]*:\\)?[ \t]*\\([0-9]+\\(?:[xX×]\\)?\\)[ \t]"
     (1 font-lock-keyword-face nil t)
     (2 font-lock-constant-face))
    ;; The set and collector number: `(M10) 146', `[M10]'
    ("[ \t]\\(([A-Za-z0-9]\\{2,6\\})\\)\\(?:[ \t]+\\([0-9A-Za-z★-]+\\)\\)?" (1 font-lock-type-face) (2 font-lock-constant-face nil t))
    ;; Markers: `*F*', `*CMDR*'
    ("[ \t]\\(\\*[A-Za-z ]+\\*\\)" (1 font-lock-builtin-face))
    ;; Japanese brackets around a name
    ("[《》『』]" (0 font-lock-delimiter-face)))
  "Highlighting of `decklist-mode', close to the extension's TextMate grammar.")

(defvar decklist-mode-syntax-table
  (let ((table (make-syntax-table)))
    ;; Comments are lines that start with // or # (font-lock finds them); inside a line `//' is a
    ;; split card name and `'' an apostrophe, so neither is syntax.
    (modify-syntax-entry ?/ "." table)
    (modify-syntax-entry ?# "." table)
    (modify-syntax-entry ?' "w" table)
    (modify-syntax-entry ?\" "." table)
    table)
  "Syntax table of `decklist-mode'.")

;; Eglot's own, so that this file byte-compiles without Eglot loaded.
(defvar eglot-server-programs)
(declare-function eglot-completion-at-point "eglot")
(declare-function eglot-current-server "eglot")
(declare-function jsonrpc-async-request "jsonrpc")

(defvar decklist-mode-map
  (let ((map (make-sparse-keymap)))
    ;; text-mode binds C-M-i to `ispell-complete-word'; in a deck it completes card names.
    (define-key map (kbd "C-M-i") #'completion-at-point)
    map)
  "Keymap of `decklist-mode'.")

;;;###autoload
(define-derived-mode decklist-mode text-mode "Decklist"
  "Major mode for Magic: The Gathering decklists.
With Eglot, the decklist language server checks the deck as you type."
  :syntax-table decklist-mode-syntax-table
  (setq-local comment-start "// ")
  (setq-local comment-end "")
  (setq-local comment-start-skip "^[ \t]*\\(//+\\|#+\\)[ \t]*")
  (setq-local font-lock-defaults '(decklist-font-lock-keywords t nil))
  (setq-local indent-tabs-mode nil)
  (add-hook 'eglot-managed-mode-hook #'decklist--complete-card-names nil t))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.\\(?:dek\\|edh\\|dec\\|cod\\|dck\\|mwdeck\\|o8d\\)\\'" . decklist-mode))

;;;###autoload
(with-eval-after-load 'eglot
  (add-to-list 'eglot-server-programs
               `(decklist-mode . ,(lambda (&optional _interactive)
                                    (append decklist-language-server-command
                                            (list :initializationOptions
                                                  (append '(:decklistMode t) decklist-initialization-options)))))))

(defun decklist-update-card-data ()
  "Download current card data with the language server of this deck.
Runs the server's command `decklist.updateCardData' through Eglot; the
server says when the data is updated, or why it could not be."
  (interactive)
  (let ((server (and (fboundp 'eglot-current-server) (eglot-current-server))))
    (unless server
      (user-error "No language server for this buffer: open a deck with Eglot (M-x eglot)"))
    (message "Decklist: downloading current card data...")
    (jsonrpc-async-request
     server :workspace/executeCommand
     '(:command "decklist.updateCardData" :arguments [])
     ;; The server tells the result itself (window/showMessage); a failure is its error.
     :success-fn #'ignore
     :error-fn (lambda (error)
                 (message "Decklist: %s" (replace-regexp-in-string
                                          "\\`Request [^ ]+ failed with message: " ""
                                          (plist-get error :message))))
     :timeout 600
     :timeout-fn (lambda () (message "Decklist: the card data update took over 10 minutes")))))

(defun decklist--card-name-bounds ()
  "The card name before point on a card line, as (START . POINT), or nil.
A card line is an optional `SB:', an optional count, an optional `《',
then the name."
  (let ((point (point)))
    (save-excursion
      (beginning-of-line)
      (when (and (looking-at "[ \t]*\\(?:\\(?:SB\\|sb\\|Sideboard\\|sideboard\\)[ \t]*:[ \t]*\\)?\\(?:[0-9]+[xX×]?[ \t]+\\)?[《『]?")
                 (not (looking-at "[ \t]*\\(?://\\|#\\)"))
                 (<= (match-end 0) point))
        (cons (match-end 0) point)))))

(defun decklist-completion-at-point ()
  "Eglot's completion, on the whole card name before point.
Eglot itself completes only the last word before point."
  (let ((name (decklist--card-name-bounds)))
    (if (not name)
        (eglot-completion-at-point)
      (cl-letf* ((symbol-bounds (symbol-function 'bounds-of-thing-at-point))
                 ((symbol-function 'bounds-of-thing-at-point)
                  (lambda (thing) (if (eq thing 'symbol) name (funcall symbol-bounds thing)))))
        (eglot-completion-at-point)))))

(defun decklist--complete-card-names ()
  "In a decklist buffer Eglot manages, complete whole card names.
See `decklist-completion-at-point'."
  (when (and (derived-mode-p 'decklist-mode) (memq #'eglot-completion-at-point completion-at-point-functions))
    (setq-local completion-at-point-functions
                (cl-substitute #'decklist-completion-at-point #'eglot-completion-at-point completion-at-point-functions))))

(provide 'decklist-mode)
;;; decklist-mode.el ends here
