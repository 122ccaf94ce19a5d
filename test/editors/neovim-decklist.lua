-- Neovim's built-in LSP client on the decklist language server: the configuration the README
-- shows (Neovim 0.7+), plus what the test needs to report back. Run by test/server/neovim.test.ts:
--   nvim --headless --clean -u neovim-decklist.lua DECK
-- with DECKLIST_LS (the server command) and DECKLIST_OUT (where to write the diagnostics).
vim.g.do_filetype_lua = 1 -- Neovim 0.7 only reads vim.filetype.add with this (later versions always do)
vim.filetype.add({ extension = { dek = 'decklist', edh = 'decklist', dec = 'decklist', cod = 'decklist' } })

local server = vim.env.DECKLIST_LS and { 'node', vim.env.DECKLIST_LS, '--stdio' } or { 'decklist-language-server', '--stdio' }
local client_id
vim.api.nvim_create_autocmd('FileType', {
  pattern = 'decklist',
  callback = function(args)
    client_id = client_id or vim.lsp.start_client({ name = 'decklist', cmd = server, root_dir = vim.fn.getcwd() })
    vim.lsp.buf_attach_client(args.buf, client_id)
  end,
})

-- The test's part: wait for diagnostics from the server, then complete a card name of several
-- words and apply a quick fix as a user would, write what happened, quit.
if vim.env.DECKLIST_OUT then
  local out = {}
  local function code_of(d)
    return d.code or (d.user_data and d.user_data.lsp and d.user_data.lsp.code) or '?'
  end
  local function line_text(lnum)
    return vim.api.nvim_buf_get_lines(0, lnum, lnum + 1, false)[1]
  end
  -- Completion as a user of Neovim 0.7 without plugins gets it: the omnifunc, i_CTRL-X_CTRL-O on
  -- a new line after the typed text, the first match taken with CTRL-Y. Each line is written as it
  -- ends up, then the session ends.
  local function omni_steps(typed)
    vim.bo.omnifunc = 'v:lua.vim.lsp.omnifunc'
    local keys = function(k) vim.api.nvim_feedkeys(vim.api.nvim_replace_termcodes(k, true, false, true), 'nt', false) end
    local function step(i)
      if i > #typed then
        vim.fn.writefile(out, vim.env.DECKLIST_OUT)
        vim.cmd('qall!')
        return
      end
      local lnum = vim.api.nvim_buf_line_count(0)
      vim.api.nvim_buf_set_lines(0, lnum, lnum, false, { typed[i] })
      vim.api.nvim_win_set_cursor(0, { lnum + 1, 0 })
      keys('A<C-x><C-o>')
      local waited = 0
      local timer = vim.loop.new_timer()
      timer:start(100, 100, vim.schedule_wrap(function()
        waited = waited + 100
        if line_text(lnum) ~= typed[i] or waited > 5000 then
          timer:stop()
          keys('<C-y><Esc>')
          vim.defer_fn(function()
            table.insert(out, 'omnifunc ' .. line_text(lnum))
            step(i + 1)
          end, 200)
        end
      end))
    end
    step(1)
  end
  local function user_steps()
    for _, d in ipairs(vim.diagnostic.get(0)) do
      table.insert(out, string.format('%d:%d %s %s', d.lnum + 1, d.col + 1, code_of(d), d.message))
    end
    -- Completion as completion plugins (nvim-cmp) apply an LSP item: its textEdit replaces the typed name.
    local last = vim.api.nvim_buf_line_count(0)
    vim.api.nvim_buf_set_lines(0, last, last, false, { '1 Sol R' })
    local params = { textDocument = vim.lsp.util.make_text_document_params(), position = { line = last, character = 7 } }
    local answers = vim.lsp.buf_request_sync(0, 'textDocument/completion', params, 10000) or {}
    for _, answer in pairs(answers) do
      local items = answer.result and (answer.result.items or answer.result) or {}
      for _, item in ipairs(items) do
        if item.label == 'Sol Ring' and item.textEdit then
          vim.lsp.util.apply_text_edits({ item.textEdit }, 0, 'utf-16')
        end
      end
    end
    table.insert(out, 'completed ' .. line_text(last))
    -- A quick fix, picked in the list vim.lsp.buf.code_action shows (vim.ui.select).
    local unknown
    for _, d in ipairs(vim.diagnostic.get(0)) do
      if code_of(d) == 'unknown-card' then unknown = d end
    end
    if unknown then
      vim.api.nvim_win_set_cursor(0, { unknown.lnum + 1, unknown.col })
      local picked = false
      vim.ui.select = function(items, opts, on_choice)
        for i, item in ipairs(items) do
          local title = (opts.format_item and opts.format_item(item)) or item.title or (item[2] and item[2].title) or ''
          if not picked and title:find('Sol Ring', 1, true) then
            picked = true
            on_choice(item, i)
          end
        end
        if not picked then on_choice(nil, nil) end
      end
      vim.lsp.buf.code_action()
      vim.wait(5000, function() return line_text(unknown.lnum) ~= '1 Sol Rnig' end, 50)
      table.insert(out, 'fixed ' .. line_text(unknown.lnum))
    end
    omni_steps({ '1 Sol R', "1 Atraxa, Pr", '1 《稲妻/Light' })
  end
  local waited = 0
  local timer = vim.loop.new_timer()
  timer:start(200, 200, vim.schedule_wrap(function()
    waited = waited + 200
    local found = false
    for _, d in ipairs(vim.diagnostic.get(0)) do
      if code_of(d) ~= 'card-data' then found = true end
    end
    if found or waited > 20000 then
      timer:stop()
      user_steps()
    end
  end))
end
